import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { TRAINING_ITEMS } from '@kindred/shared/training';

import { PageContainer } from '@/components/layout/page-container';
import { PageLoading } from '@/components/ui/page-loading';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs-nav';

import { useTraining } from '../api/get-training';
import { TRAINING_STRINGS as S } from '../strings';
import {
  firstInProgress,
  matchesFilter,
  progressRecord,
  TRAINING_FILTERS,
  type TrainingFilter,
} from '../utils/training-rules';

import { ContinueBanner } from './continue-banner';
import { TrainingCard } from './training-card';
import { TrainingDialog } from './training-dialog';

/** The address of an opened item: /self-training?item=quiz-1 (linkable, survives a reload). */
const ITEM_PARAM = 'item';

/** /self-training: the Continue Learning banner, filters and the five items. */
export function TrainingHub() {
  const training = useTraining();
  const [filter, setFilter] = useState<TrainingFilter>('all');
  const [params, setParams] = useSearchParams();

  const openId = params.get(ITEM_PARAM);
  const setOpen = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(ITEM_PARAM, id);
        else next.delete(ITEM_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const progressOf = (id: string) => progressRecord(training.data, id).progress;
  const resume = training.data ? firstInProgress(TRAINING_ITEMS, progressOf) : undefined;
  const openItem = training.data
    ? (TRAINING_ITEMS.find((item) => item.id === openId) ?? null)
    : null;

  return (
    <PageContainer title={S.title} description={S.description}>
      {training.isPending ? (
        <PageLoading label={S.loading} />
      ) : training.isError ? (
        <RetryAlert
          variant="destructive"
          title={S.loadFailed}
          detail={training.error.message}
          retryLabel={S.tryAgain}
          onRetry={() => void training.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-8">
          {resume ? (
            <ContinueBanner item={resume} progress={progressOf(resume.id)} onResume={setOpen} />
          ) : null}

          <section aria-labelledby="training-library" className="flex flex-col gap-4">
            <h2 id="training-library" className="text-xl font-semibold tracking-tight">
              {S.libraryTitle}
            </h2>
            <Tabs value={filter} onValueChange={(value) => setFilter(value as TrainingFilter)}>
              <TabsList
                aria-label={S.filterLabel}
                className="grid w-full grid-cols-5 sm:inline-flex sm:w-auto"
              >
                {TRAINING_FILTERS.map((value) => (
                  <TabsTrigger
                    key={value}
                    value={value}
                    className="px-1 text-[0.8125rem] sm:px-3.5 sm:text-sm"
                  >
                    {S.filters[value]}
                  </TabsTrigger>
                ))}
              </TabsList>
              {TRAINING_FILTERS.map((value) => {
                const items = TRAINING_ITEMS.filter((item) => matchesFilter(item, value));
                return (
                  <TabsContent key={value} value={value} className="mt-5">
                    {items.length === 0 ? (
                      <p className="text-muted-foreground">{S.emptyFilter}</p>
                    ) : (
                      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                        {items.map((item) => (
                          <li key={item.id}>
                            <TrainingCard
                              item={item}
                              progress={progressOf(item.id)}
                              onOpen={setOpen}
                            />
                          </li>
                        ))}
                      </ul>
                    )}
                  </TabsContent>
                );
              })}
            </Tabs>
          </section>
        </div>
      )}
      <TrainingDialog
        item={openItem}
        record={openItem ? progressRecord(training.data, openItem.id) : null}
        onClose={() => setOpen(null)}
      />
    </PageContainer>
  );
}
