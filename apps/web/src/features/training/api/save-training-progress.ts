import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';

import type { TrainingProgress, TrainingProgressInput } from '@kindred/shared/training';

import { api } from '@/lib/api-client';

import { TRAINING_STRINGS as S } from '../strings';

import { trainingKeys, trainingRecordParser } from './get-training';

export type SaveTrainingInput = { id: string } & TrainingProgressInput;

/** PUT /api/training/:id { progress, data } → the item as stored. */
export function saveTrainingProgress({
  id,
  ...body
}: SaveTrainingInput): Promise<TrainingProgress> {
  return api.put(`/api/training/${encodeURIComponent(id)}`, body, {
    schema: trainingRecordParser,
  });
}

const replace = (list: TrainingProgress[] | undefined, record: TrainingProgress) =>
  list?.map((item) => (item.id === record.id ? record : item));

/**
 * Saves progress and shows it at once (optimistic): the cards and the banner move as the user
 * works. A failure puts the list back as it was and says so.
 */
export function useSaveTrainingProgress() {
  const queryClient = useQueryClient();
  const key = trainingKeys.progress();
  return useMutation({
    mutationFn: saveTrainingProgress,
    // One save at a time, in order: each carries the item's whole state, so the last one wins.
    scope: { id: 'training-progress' },
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TrainingProgress[]>(key);
      queryClient.setQueryData<TrainingProgress[]>(key, (list) =>
        replace(list, {
          id: input.id,
          progress: input.progress,
          completed: input.progress >= 100,
          data: input.data ?? null,
          updated_at: new Date().toISOString(),
        }),
      );
      return { before };
    },
    onSuccess: (record) => {
      queryClient.setQueryData<TrainingProgress[]>(key, (list) => replace(list, record));
    },
    onError: (error, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast.error(S.saveFailed, { description: error.message });
    },
  });
}
