// Mantine's styles for the components these screens add; they load with the screens' chunks.
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
