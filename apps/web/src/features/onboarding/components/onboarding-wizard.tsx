import { ArrowLeft, ArrowRight, Check, Info } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { ONBOARDING_STEPS } from '@kindred/shared/constants';
import { type PersonaId, styleForPersona } from '@kindred/shared/therapist-style';

import { PageContainer } from '@/components/layout/page-container';
import { PersonaPicker } from '@/components/persona/persona-picker';
import { ProfileFields } from '@/components/profile/profile-fields';
import { useProfileFields } from '@/components/profile/use-profile-fields';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

import {
  type OnboardingPreferences,
  useOnboardingPreferences,
} from '../hooks/use-onboarding-preferences';
import { useUpdatePreferences } from '../api/update-preferences';
import { ONBOARDING_STRINGS as S } from '../strings';

import { StepIndicator } from './step-indicator';

type OnboardingWizardProps = {
  /** The name the sign-in provider gave, used until the user has a profile of their own. */
  defaultName: string | null;
  /** Step 2's content (the invitation panel, composed by the app). */
  inviteStep: ReactNode;
};

/**
 * /onboarding: profile, invitation, therapist; then the dashboard. Each step saves before moving
 * on, and a failed save keeps what the user entered.
 */
export function OnboardingWizard({ defaultName, inviteStep }: OnboardingWizardProps) {
  const preferences = useOnboardingPreferences();
  return (
    <PageContainer title={S.title} description={S.description} className="max-w-3xl">
      {preferences.isPending ? (
        <p role="status" className="flex items-center gap-3 py-10 text-muted-foreground">
          <Spinner className="text-primary" />
          {S.loading}
        </p>
      ) : preferences.isError ? (
        <RetryAlert
          variant="destructive"
          title={S.loadFailed}
          retryLabel={S.tryAgain}
          onRetry={() => void preferences.refetch()}
        />
      ) : (
        <Steps preferences={preferences.data} defaultName={defaultName} inviteStep={inviteStep} />
      )}
    </PageContainer>
  );
}

type StepsProps = {
  preferences: OnboardingPreferences;
  defaultName: string | null;
  inviteStep: ReactNode;
};

function Steps({ preferences, defaultName, inviteStep }: StepsProps) {
  const navigate = useNavigate();
  const save = useUpdatePreferences();
  const [step, setStep] = useState(1);
  const fields = useProfileFields(preferences.profile, defaultName);
  const [personaId, setPersonaId] = useState<PersonaId>(preferences.therapist_style.personaId);
  const [saveError, setSaveError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Moving between steps takes focus to the new step's heading (not on the first render).
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    setSaveError(null);
    setStep(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setSaveError(null);
    if (step === 1) {
      const profile = fields.validate(S.nameLabel);
      if (!profile) return;
      save.mutate(
        { profile },
        {
          onSuccess: () => {
            fields.setName(profile.name);
            goTo(2);
          },
          onError: (error) => setSaveError(error.message),
        },
      );
    } else if (step === 2) {
      goTo(3);
    } else {
      save.mutate(
        { therapist_style: styleForPersona(personaId, preferences.therapist_style) },
        {
          onSuccess: () => void navigate(paths.dashboard.getHref()),
          onError: (error) => setSaveError(error.message),
        },
      );
    }
  };

  const last = step === ONBOARDING_STEPS;
  const title = step === 1 ? S.profileTitle : step === 2 ? S.inviteTitle : S.therapistTitle;
  const text = step === 1 ? S.profileText : step === 2 ? S.inviteText : S.therapistText;

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate>
        <CardContent className="flex flex-col gap-6 p-5 sm:p-8">
          <StepIndicator step={step} total={ONBOARDING_STEPS} />
          <div className="flex flex-col gap-1.5">
            <h2
              ref={headingRef}
              tabIndex={-1}
              className="text-xl font-semibold tracking-tight outline-none sm:text-2xl"
            >
              {title}
            </h2>
            <p className="text-muted-foreground">{text}</p>
          </div>

          {step === 1 ? (
            <div className="flex flex-col gap-6">
              <ProfileFields {...fields.fieldProps} busy={save.isPending} labels={S} />
            </div>
          ) : step === 2 ? (
            inviteStep
          ) : (
            <div className="flex flex-col gap-4">
              <PersonaPicker
                value={personaId}
                onChange={setPersonaId}
                labels={{ legend: S.therapistLegend, empathy: S.empathy, directness: S.directness }}
                disabled={save.isPending}
              />
              <p className="text-sm text-muted-foreground">{S.changeLater}</p>
              <Alert variant="info">
                <Info aria-hidden />
                <AlertTitle>{S.aiDisclosureTitle}</AlertTitle>
                <AlertDescription>{S.aiDisclosure}</AlertDescription>
              </Alert>
            </div>
          )}

          {saveError ? (
            <Alert variant="destructive">
              <AlertDescription>{saveError}</AlertDescription>
            </Alert>
          ) : null}
        </CardContent>
        <CardFooter className="justify-between border-t border-border p-5 sm:px-8">
          <Button
            variant="outline"
            disabled={step === 1 || save.isPending}
            onClick={() => goTo(step - 1)}
          >
            <ArrowLeft aria-hidden />
            {S.back}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Spinner className="size-4" /> : null}
            {save.isPending ? S.saving : last ? S.finish : S.next}
            {save.isPending ? null : last ? <Check aria-hidden /> : <ArrowRight aria-hidden />}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
