// Mantine's styles for the coaching screens (sessions, availability, the calendar, invites, matching); they load with these chunks.
import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Typography.layer.css';
