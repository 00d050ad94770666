// Mantine's styles for the documentation dialog and pages, downloaded with them.
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Breadcrumbs.layer.css';
import '@mantine/core/styles/Mark.layer.css';
import '@mantine/core/styles/Typography.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
