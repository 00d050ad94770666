// Mantine's styles for the components the startup file adds to the interface; they load with its
// chunks, after the base styles of app/styles.ts.
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Typography.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Breadcrumbs.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
