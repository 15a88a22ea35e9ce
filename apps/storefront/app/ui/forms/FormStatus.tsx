export type FormNotice = { kind: 'success' | 'error' | 'progress'; text: string } | null;

const tone = {
  success: 'border-emerald-700/30 bg-emerald-50 text-emerald-900',
  error: 'border-crab-700/40 bg-crab-300/10 text-crab-800',
  progress: 'border-navy-900/15 bg-navy-100/60 text-navy-900',
} as const;

function NoticeText({ notice }: { notice: NonNullable<FormNotice> }) {
  return <p className={`rounded-xl border px-4 py-3 text-sm font-medium ${tone[notice.kind]}`}>{notice.text}</p>;
}

/** The polite region: progress and success. It stays in the page while empty, so that what comes into it is announced. */
export function StatusRegion({ notice }: { notice: FormNotice }) {
  return <div role="status">{notice && notice.kind !== 'error' ? <NoticeText notice={notice} /> : null}</div>;
}

/** The assertive region: errors. It stays in the page while empty, like the status region. */
export function AlertRegion({ notice }: { notice: FormNotice }) {
  return <div role="alert">{notice?.kind === 'error' ? <NoticeText notice={notice} /> : null}</div>;
}

/** A form's outcome: progress and success announced politely, errors assertively (both regions stay in the page). */
export function FormStatus({ notice, className = '' }: { notice: FormNotice; className?: string }) {
  return (
    <div className={className}>
      <StatusRegion notice={notice} />
      <AlertRegion notice={notice} />
    </div>
  );
}
