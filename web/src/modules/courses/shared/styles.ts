// Mantine's styles for the course pages (cards, covers, progress bars, the description); they load with their chunks.
import '@mantine/core/styles/AspectRatio.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Typography.layer.css';
