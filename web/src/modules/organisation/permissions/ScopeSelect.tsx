import type { PermissionCriteria } from '@seedbed/contracts/permissions';
import classes from './permissions.module.css';

interface Props {
  label: string;
  value: PermissionCriteria;
  options: ReadonlyArray<{ value: PermissionCriteria; label: string }>;
  disabled: boolean;
  onChange: (value: PermissionCriteria) => void;
}

/**
 * One cell of the matrix: the browser's own select, styled like Mantine's small inputs. The matrix
 * holds about a thousand of them, and a Mantine NativeSelect (wrapper, styles, icon) per cell made
 * the page take seconds to open; a plain select keeps the keyboard, the label and the form value.
 */
export function ScopeSelect({ label, value, options, disabled, onChange }: Props) {
  return (
    <select className={classes.scope} aria-label={label} value={value} disabled={disabled} onChange={(e) => onChange(e.currentTarget.value as PermissionCriteria)}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
