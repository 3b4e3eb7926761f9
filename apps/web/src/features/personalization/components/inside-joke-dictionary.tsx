import { AlertCircle, FileText, Laugh, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';

import {
  type InsideJoke,
  INSIDE_JOKE_FILE_MAX_BYTES,
  parseInsideJokes,
} from '@kindred/shared/inside-jokes';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Dropzone } from '@/components/ui/dropzone';

import { useUpdateInsideJokes } from '../api/update-inside-jokes';
import { PERSONALIZATION_STRINGS as S } from '../strings';
import { mergeInsideJokes } from '../utils/merge-inside-jokes';
import { readFileText } from '../utils/read-file-text';

const ACCEPT = '.csv,.json,text/csv,application/json';

type InsideJokeDictionaryProps = {
  jokes: InsideJoke[];
};

/**
 * The Inside-Joke Dictionary: a CSV or JSON file of phrase → meaning, read and checked in the
 * browser by the shared parser (the server checks the list again), merged into what is stored.
 */
export function InsideJokeDictionary({ jokes }: InsideJokeDictionaryProps) {
  const titleId = useId();
  const update = useUpdateInsideJokes();
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const upload = async (files: File[]) => {
    setFileError(null);
    const file = files[0];
    if (!file) return;
    if (files.length > 1) return setFileError(S.oneFileOnly);
    let text: string;
    setReading(true);
    try {
      // One byte past the limit is enough for the parser to refuse a file that is too large
      // (with its own message), without reading all of a huge one.
      text = await readFileText(file.slice(0, INSIDE_JOKE_FILE_MAX_BYTES + 1));
    } catch {
      setReading(false);
      return setFileError(S.readFailed);
    }
    setReading(false);
    const parsed = parseInsideJokes(file.name, text);
    if (!parsed.ok) return setFileError(parsed.error);

    const merged = mergeInsideJokes(jokes, parsed.jokes);
    if (merged.added === 0 && merged.updated === 0) {
      if (merged.skipped > 0) return setFileError(S.full);
      toast.info(S.updatedOnly);
      return;
    }
    update.mutate(merged.jokes, {
      onSuccess: () => {
        const detail = [
          S.addedDetail(merged.added, merged.updated),
          merged.skipped > 0 ? S.skipped(merged.skipped) : null,
        ]
          .filter(Boolean)
          .join('. ');
        toast.success(S.added(merged.added + merged.updated), {
          ...(detail ? { description: detail } : {}),
        });
      },
      onError: (error) => toast.error(S.jokesSaveFailed, { description: error.message }),
    });
  };

  const remove = (joke: InsideJoke) => {
    update.mutate(
      jokes.filter((j) => j !== joke),
      {
        onSuccess: () => toast.success(S.removed(joke.phrase)),
        onError: (error) => toast.error(S.jokesSaveFailed, { description: error.message }),
      },
    );
  };

  const busy = reading || update.isPending;

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <div className="flex items-center justify-between gap-3">
          <h2 id={titleId} className="text-xl leading-snug font-semibold">
            {S.jokesTitle}
          </h2>
          <Badge variant="secondary" className="tabular-nums">
            {S.count(jokes.length)}
          </Badge>
        </div>
        <CardDescription>{S.jokesDescription}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <Dropzone
          accept={ACCEPT}
          onFiles={(files) => void upload(files)}
          title={S.dropTitle}
          hint={S.dropHint}
          browseLabel={S.browse}
          inputLabel={S.fileInputLabel}
          busy={busy}
          busyLabel={S.uploading}
        />

        {fileError ? (
          <Alert variant="destructive">
            <AlertCircle aria-hidden />
            <AlertTitle>{S.fileErrorTitle}</AlertTitle>
            <AlertDescription>{fileError}</AlertDescription>
          </Alert>
        ) : null}

        <details className="group rounded-xl border border-border bg-background px-4 py-3 text-sm">
          <summary className="flex cursor-pointer items-center gap-2 font-semibold marker:content-none">
            <FileText className="size-4 text-muted-foreground" aria-hidden />
            {S.formatTitle}
          </summary>
          <div className="mt-3 flex flex-col gap-3 text-muted-foreground">
            <p>{S.formatCsv}</p>
            <pre className="rounded-lg bg-muted px-3 py-2 font-mono text-xs break-words whitespace-pre-wrap text-foreground">
              {S.csvExample}
            </pre>
            <p>{S.formatJson}</p>
            <pre className="rounded-lg bg-muted px-3 py-2 font-mono text-xs break-words whitespace-pre-wrap text-foreground">
              {S.jsonExample}
            </pre>
            <p>{S.limits}</p>
          </div>
        </details>

        {jokes.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-2xl bg-muted/60 px-6 py-8 text-center">
            <Laugh className="size-7 text-muted-foreground" aria-hidden />
            <p className="font-semibold">{S.emptyTitle}</p>
            <p className="max-w-sm text-sm text-muted-foreground">{S.emptyText}</p>
          </div>
        ) : (
          <ul
            aria-label={S.listLabel}
            className="flex flex-col divide-y divide-border rounded-2xl border border-border"
          >
            {jokes.map((joke) => (
              <li key={joke.phrase.toLowerCase()} className="flex items-start gap-3 px-4 py-3">
                <div className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-baseline sm:gap-2">
                  <span className="font-semibold break-words">{joke.phrase}</span>
                  <span className="text-muted-foreground" aria-hidden>
                    →
                  </span>
                  <span className="sr-only">{S.meaningLabel}</span>
                  <span className="text-sm break-words text-muted-foreground sm:text-base">
                    {joke.meaning}
                  </span>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className="-my-1 size-9 text-muted-foreground hover:text-destructive"
                  aria-label={S.remove(joke.phrase)}
                  disabled={update.isPending}
                  onClick={() => remove(joke)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
