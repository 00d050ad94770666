// Mantine's styles for the analytics tab and page; they load with these chunks only.
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/dates/styles.layer.css';
