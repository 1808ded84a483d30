import { useQuery } from '@tanstack/react-query';
import { RecordCombobox } from '../../../components/ui/record-combobox';
import { TextButton } from '../../../components/ui/text-button';
import { getRelationOptionsQueryOptions } from '../../../lib/relations/get-relation-options';
import { getRelationQueryOptions } from '../../../lib/relations/get-relation';

type PartyFilterProps = {
  kind: 'customer' | 'supplier';
  label: string;
  /** The id in the URL, or null for every party. */
  value: string | null;
  onChange: (id: string | null) => void;
};

/**
 * One customer or supplier to filter on, found by typing part of its name. The URL holds only the
 * id, so the name is read from the party itself.
 */
export function PartyFilter({ kind, label, value, onChange }: PartyFilterProps) {
  const party = useQuery({ ...getRelationQueryOptions(kind, value ?? ''), enabled: Boolean(value) });
  const name = party.data?.record.companyName ?? '';
  return (
    <div className="space-y-1">
      <RecordCombobox
        // A new party from the URL (or none) starts the box afresh.
        key={`${value ?? ''}:${name}`}
        label={label}
        value={value ? { id: value, label: name } : null}
        onChange={(option) => onChange(option.id)}
        search={(text) => getRelationOptionsQueryOptions(kind, text)}
        // The filter is narrow: the shared "Typ een deel van de naam" would be cut off.
        placeholder="Zoek op naam"
      />
      {value && <TextButton onClick={() => onChange(null)}>{label} wissen</TextButton>}
    </div>
  );
}
