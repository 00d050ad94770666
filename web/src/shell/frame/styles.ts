// Mantine's styles for the signed-in frame's components. They load with the frame's chunk, so
// the sign-in pages do not download them (architecture §5); each after the ones it builds on.
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/AppShell.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
