// Mantine's styles for the forms screens (beyond those the start loads, app/styles.ts): the list,
// the builder and the versions compared. The renderer loads its inputs' own (renderer/styles.ts).
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
