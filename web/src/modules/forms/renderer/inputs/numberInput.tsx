import '@mantine/core/styles/NumberInput.layer.css';
import { NumberInput, type NumberInputProps } from '@mantine/core';

/*
 * The number input (with its formatting library), downloaded only by forms that ask for a number.
 * It imports nothing of the renderer: everything it shows comes in its props.
 */
export default function LazyNumberInput(props: NumberInputProps) {
  return <NumberInput {...props} />;
}
