// Mantine's styles for the components these screens add to the interface; they load with the
// screens' own chunks, after the base styles of app/styles.ts.
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/EmptyState.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
