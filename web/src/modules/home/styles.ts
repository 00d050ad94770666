// Mantine's styles for the home page and its widgets; they load with this chunk.
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Typography.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/core/styles/Popover.layer.css';
