// Mantine's styles for the event page (the summary, actions and the attendees panel); they load with its chunk.
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/Typography.layer.css';
import '@mantine/core/styles/Modal.layer.css';
