import '@mantine/core/styles/Tree.layer.css';
import '@mantine/core/styles/Cascader.layer.css';
import '@mantine/core/styles/TreeSelect.layer.css';
import { Cascader, type CascaderProps, TreeSelect, type TreeSelectProps } from '@mantine/core';

/*
 * The tree pickers, downloaded only by forms with a tree question. They import nothing of the
 * renderer: options, texts and the question's frame come in their props.
 */

export type SinglePickerProps = { kind: 'single' } & CascaderProps;
export type MultiPickerProps = { kind: 'multi' } & TreeSelectProps<'checkbox'>;

export default function TreePicker(props: SinglePickerProps | MultiPickerProps) {
  if (props.kind === 'single') {
    const { kind: _, ...cascader } = props;
    return <Cascader {...cascader} />;
  }
  const { kind: _, ...tree } = props;
  return <TreeSelect<'checkbox'> {...tree} />;
}
