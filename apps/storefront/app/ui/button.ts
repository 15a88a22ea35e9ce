/** Button styles shared by <button> and link-buttons (Tailwind classes). */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-white hover:bg-accent-strong disabled:hover:bg-accent',
  secondary: 'bg-navy-900 text-white hover:bg-navy-800',
  ghost: 'border-2 border-navy-900 text-navy-900 hover:bg-navy-900 hover:text-white',
  inverse: 'bg-sand-50 text-navy-900 hover:bg-white',
};

export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}
