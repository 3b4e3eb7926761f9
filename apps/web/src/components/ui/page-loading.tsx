import { Spinner } from './spinner';

/** A page's data is on its way: a spinner and what is loading, announced politely. */
export function PageLoading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-3 py-10 text-muted-foreground">
      <Spinner className="text-primary" />
      <span className="font-medium">{label}</span>
    </p>
  );
}
