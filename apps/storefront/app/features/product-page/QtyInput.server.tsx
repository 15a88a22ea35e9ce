interface QtyInputProps {
  id: string;
  name: string;
  defaultValue: number;
  max?: number;
}

/** A small quantity box of a product's option (a bundle's option, a grouped product's item); none is zero. */
export function QtyInput({ id, name, defaultValue, max }: QtyInputProps) {
  return (
    <input
      id={id}
      type="number"
      name={name}
      min={0}
      max={max}
      defaultValue={defaultValue}
      inputMode="numeric"
      className="min-h-11 w-20 rounded-lg border border-navy-900/30 bg-white px-3 text-center"
    />
  );
}
