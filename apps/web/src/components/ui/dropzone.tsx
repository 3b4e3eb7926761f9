import { Upload } from 'lucide-react';
import { type DragEvent, type ReactNode, useRef, useState } from 'react';

import { cn } from '@/lib/cn';

import { Button } from './button';
import { Spinner } from './spinner';

type DropzoneProps = {
  /** The file input's accept list, e.g. '.csv,.json'. */
  accept: string;
  onFiles: (files: File[]) => void;
  title: ReactNode;
  hint?: ReactNode;
  browseLabel: string;
  /** The file input's accessible name (it is reached through the Browse button). */
  inputLabel: string;
  busy?: boolean;
  busyLabel?: string;
  disabled?: boolean;
  className?: string;
};

/**
 * A drop area for files with a Browse button. Dragging is a shortcut for pointer users; the
 * button opens the system file picker and is the keyboard path.
 */
export function Dropzone({
  accept,
  onFiles,
  title,
  hint,
  browseLabel,
  inputLabel,
  busy = false,
  busyLabel,
  disabled = false,
  className,
}: DropzoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const inactive = disabled || busy;

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = inactive ? 'none' : 'copy';
    if (!inactive) setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    // Leaving for a child element is not leaving the zone.
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (inactive) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };

  return (
    <div
      data-slot="dropzone"
      data-dragging={dragging || undefined}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-border-strong bg-background px-6 py-8 text-center transition-colors',
        'data-[dragging]:border-primary data-[dragging]:bg-primary-soft',
        className,
      )}
    >
      <div className="flex size-12 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground">
        {busy ? <Spinner className="size-6" /> : <Upload className="size-6" aria-hidden />}
      </div>
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{busy && busyLabel ? busyLabel : title}</p>
        {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      </div>
      <Button variant="outline" disabled={inactive} onClick={() => inputRef.current?.click()}>
        {browseLabel}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        aria-label={inputLabel}
        tabIndex={-1}
        hidden
        disabled={inactive}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Choosing the same file again must fire change again.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
