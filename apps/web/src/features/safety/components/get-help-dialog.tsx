import { Info, LogOut } from 'lucide-react';
import { useId, useRef } from 'react';

import { countryName, safetyStrings } from '@kindred/shared/safety-strings';

import { CountrySelect } from '@/components/safety/country-select';
import { EmergencyLine, ResourceList } from '@/components/safety/resource-list';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useQuickExit } from '@/hooks/use-quick-exit';

import { useSafetySettings } from '../hooks/use-safety-settings';

type GetHelpDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes back to once it has closed. */
  onClosed: () => void;
};

/**
 * The private Get help panel: help lines and the emergency number for the user's country (which
 * can be changed here and is saved), in the couple's therapist language, and Quick exit.
 */
export function GetHelpDialog({ open, onOpenChange, onClosed }: GetHelpDialogProps) {
  const { country, language, setCountry } = useSafetySettings();
  const quickExit = useQuickExit();
  const t = safetyStrings(language);
  const content = useRef<HTMLDivElement>(null);
  const countryId = useId();
  const hintId = useId();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        ref={content}
        lang={language}
        data-testid="get-help"
        className="gap-5 p-5 outline-none sm:p-6"
        // The panel itself takes the focus, not its first control (Quick exit).
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          content.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t.getHelpTitle}</DialogTitle>
          <DialogDescription>{t.getHelpIntro}</DialogDescription>
        </DialogHeader>

        <div className="flex flex-col gap-2 rounded-xl bg-muted p-3 sm:flex-row sm:items-center sm:justify-between">
          <p id={hintId} className="text-[13px] leading-snug text-muted-foreground">
            {t.quickExitHint}
          </p>
          <Button
            onClick={quickExit}
            aria-describedby={hintId}
            className="w-full bg-foreground text-background hover:bg-foreground/85 sm:w-auto"
          >
            <LogOut aria-hidden />
            {t.quickExit}
          </Button>
        </div>

        <div className="flex flex-col gap-1.5">
          <label htmlFor={countryId} className="text-sm font-medium">
            {t.countryLabel}
          </label>
          <CountrySelect id={countryId} value={country} onChange={setCountry} language={language} />
        </div>

        <EmergencyLine country={country} language={language} />

        <ResourceList
          country={country}
          language={language}
          label={`${t.countryLabel} ${countryName(country, language)}`}
          className="bg-card"
        />

        <p className="flex gap-2 text-[13px] leading-snug text-muted-foreground">
          <Info className="mt-px size-4 shrink-0" aria-hidden />
          <span>{t.notClinician}</span>
        </p>
      </DialogContent>
    </Dialog>
  );
}
