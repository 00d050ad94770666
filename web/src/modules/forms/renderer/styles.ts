// Mantine's styles for the form renderer's inputs (beyond those the start loads, app/styles.ts);
// they load with the pages that fill, preview or print a form.
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Rating.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
