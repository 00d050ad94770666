// Mantine's styles for the management list and its dialogs (beyond those the start loads, app/styles.ts); they load with its chunk.
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
