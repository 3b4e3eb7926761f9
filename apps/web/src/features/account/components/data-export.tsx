import { Download } from 'lucide-react';
import { toast } from 'sonner';

import { SettingsSection } from '@/components/layout/settings-section';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isUnauthorized } from '@/lib/api-client';

import { saveFile, useExportAccount } from '../api/export-account';
import { ACCOUNT_STRINGS as S } from '../strings';

/** Settings → Data Management: downloads everything stored about the user as JSON. */
export function DataExport() {
  return (
    <SettingsSection title={S.dataTitle} description={S.dataText}>
      <div>
        <ExportButton />
      </div>
    </SettingsSection>
  );
}

/** 'Export Your Data': the file is downloaded at once (nothing is e-mailed). */
export function ExportButton({ variant = 'outline' }: Pick<ButtonProps, 'variant'>) {
  const exportAccount = useExportAccount();

  const onExport = () =>
    exportAccount.mutate(undefined, {
      onSuccess: (file) => {
        saveFile(file);
        toast.success(S.exportStarted, { description: S.exportStartedText(file.filename) });
      },
      onError: (error) => {
        // A lost sign-in: the query client has said so and leads to /login.
        if (isUnauthorized(error)) return;
        toast.error(S.exportFailed, { description: error.message || S.unexpected });
      },
    });

  return (
    <Button variant={variant} onClick={onExport} disabled={exportAccount.isPending}>
      {exportAccount.isPending ? <Spinner className="size-4" /> : <Download aria-hidden />}
      {exportAccount.isPending ? S.exporting : S.exportData}
    </Button>
  );
}
