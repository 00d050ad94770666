// Mantine's styles for the search dialog, downloaded with it rather than with the first page.
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Kbd.layer.css';
import '@mantine/spotlight/styles.layer.css';
import './search.css';
