// Mantine's styles for the dashboard; they load with its chunk only.
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/dates/styles.layer.css';
