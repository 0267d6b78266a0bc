import { defineWidget } from '@anstoss/runtime/widget';
import { EditItem } from './EditItem.tsx';
import { editItemProps } from './props.ts';

export default defineWidget({ name: 'edit-item', props: editItemProps, Component: EditItem });
