import { PersonalizationPage } from '@/features/personalization/components/personalization-page';

/** /personalization: the therapist's style and the Inside-Joke Dictionary. */
export default function PersonalizationRoute() {
  return <PersonalizationPage />;
}
