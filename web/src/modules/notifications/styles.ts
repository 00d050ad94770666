// Mantine's styles for the bell and the preferences; they load with these components' chunks.
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/EmptyState.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
