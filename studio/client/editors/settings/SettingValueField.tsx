import { AddressField } from '../fields/AddressField.tsx';
import { hostItem } from '../fields/itemRules.ts';
import { ItemsField } from '../fields/ItemsField.tsx';
import { NumberField } from '../fields/NumberField.tsx';
import { SwitchToggle } from '../fields/SwitchToggle.tsx';
import { TextField } from '../fields/TextField.tsx';
import type { AllowList } from '../fields/addressRule.ts';
import type { SettingType } from './settingTypes.ts';

interface SettingValueFieldProps {
  name: string;
  type: SettingType;
  value: unknown;
  allowList: AllowList | null;
  problems: readonly string[];
  onCommit(next: unknown): void;
}

/** The input a setting's declared type calls for: a number with its unit, an address, a switch, host names, a code. */
export function SettingValueField({ name, type, value, allowList, problems, onCommit }: SettingValueFieldProps) {
  const label = `${name} (${type.title})`;
  switch (type.kind) {
    case 'number':
      return <NumberField label={label} value={typeof value === 'number' ? value : Number.NaN} rule={type.rule} problems={problems} onCommit={onCommit} />;
    case 'address':
      return <AddressField label={label} value={typeof value === 'string' ? value : ''} allowList={allowList} problems={problems} onCommit={onCommit} />;
    case 'flag':
      return (
        <div className="studio-field">
          <SwitchToggle label={name} checked={value === true} onToggle={onCommit} />
        </div>
      );
    case 'hosts':
      return (
        <ItemsField
          label={label}
          itemName="host"
          items={Array.isArray(value) ? (value as string[]) : []}
          rule={hostItem}
          problems={problems}
          onCommit={onCommit}
        />
      );
    case 'text':
      return <TextField label={label} value={typeof value === 'string' ? value : ''} problems={problems} onCommit={onCommit} />;
  }
}
