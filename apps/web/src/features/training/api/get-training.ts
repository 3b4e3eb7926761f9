import { queryOptions, useQuery } from '@tanstack/react-query';

import { type TrainingProgress, trainingProgressSchema } from '@kindred/shared/training';

import { api, type Parser } from '@/lib/api-client';

export const trainingKeys = {
  all: ['training'] as const,
  progress: () => [...trainingKeys.all, 'progress'] as const,
};

/** Checks one item of the answer with the shared progress schema (the request contract). */
function parseRecord(value: unknown): TrainingProgress {
  if (!value || typeof value !== 'object') throw new Error('Invalid training progress');
  const record = value as Record<string, unknown>;
  if (typeof record.id !== 'string') throw new Error('Invalid training progress');
  const { progress, data } = trainingProgressSchema.parse({
    progress: record.progress,
    ...(record.data ? { data: record.data } : {}),
  });
  return {
    id: record.id,
    progress,
    completed: progress >= 100,
    data: data ?? null,
    updated_at: typeof record.updated_at === 'string' ? record.updated_at : null,
  };
}

export const trainingRecordParser: Parser<TrainingProgress> = { parse: parseRecord };

const listParser: Parser<TrainingProgress[]> = {
  parse(data) {
    if (!Array.isArray(data)) throw new Error('Invalid training progress');
    return data.map(parseRecord);
  },
};

/** GET /api/training: the five items with the caller's progress (0 where not started). */
export function getTraining(signal?: AbortSignal): Promise<TrainingProgress[]> {
  return api.get('/api/training', { schema: listParser, ...(signal ? { signal } : {}) });
}

export const getTrainingQueryOptions = () =>
  queryOptions({
    queryKey: trainingKeys.progress(),
    queryFn: ({ signal }) => getTraining(signal),
  });

export function useTraining() {
  return useQuery(getTrainingQueryOptions());
}
