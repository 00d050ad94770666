// Mantine's styles for the engagement tab; they load with its chunk only.
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
