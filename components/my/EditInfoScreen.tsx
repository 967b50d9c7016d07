'use client';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { TextField } from '@/components/common/forms/TextField';
import { ConfirmDialog } from '@/components/common/dialogs/ConfirmDialog';
import { Form, SubmitButton } from '@/components/common/forms/Form';
import { schemaResolver } from '@/components/common/forms/schemaResolver';
import { RegionFields } from '@/components/common/forms/RegionFields';
import { useConfirmedSubmit } from '@/components/common/forms/useConfirmedSubmit';
import { useErrorText } from '@/components/common/forms/useFieldErrors';
import { infoQuery, myKeys, saveInfo } from '@/lib/api/my';
import type { InfoData, InfoInput } from '@/lib/contract/my';
import { PROFILE_CODES } from '@/lib/contract/values';

// Edit profile (/my/editInfo): what the upstream lets the operator change (marketing name,
// region, address) with the add-member form's rules; the full name is shown, not changeable.

const afterSaved = (client: QueryClient) => client.invalidateQueries({ queryKey: myKeys.all });

function InfoForm({ info }: { info: InfoData }) {
  const t = useTranslations('my.info');
  const message = useErrorText();
  const { nickname, province: p, city: c, county, address } = info;
  const form = useForm<InfoInput>({ resolver: validation, defaultValues: { nickname, province: p, city: c, county, address } });
  const { errors } = form.formState;
  const [province, city] = useWatch({ control: form.control, name: ['province', 'city'] });
  const submit = useConfirmedSubmit({
    form,
    send: saveInfo,
    refusals: { [PROFILE_CODES.invalid]: ['nickname', null] },
    done: 'my.info.done',
    invalidate: afterSaved,
    next: '/my',
  });
  return (
    <>
      <Form validation={validation} onSubmit={form.handleSubmit(submit.review)} sx={{ display: 'grid', gap: 2 }}>
        <TextField label={t('realname')} value={info.realname} disabled helperText={t('realnameHelp')}
          slotProps={{ htmlInput: { 'data-testid': 'info-realname' }, formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }} />
        <TextField
          {...form.register('nickname')}
          label={t('nickname')}
          error={!!errors.nickname}
          helperText={message(errors.nickname?.message)}
          slotProps={{ htmlInput: { maxLength: 30, 'data-testid': 'info-nickname' }, inputLabel: { shrink: true } }}
        />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <RegionFields control={form.control} setValue={form.setValue} labels="my.info" testId="info" province={province} city={city} />
        </Box>
        <TextField
          {...form.register('address')}
          label={t('address')}
          error={!!errors.address}
          helperText={message(errors.address?.message)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 120, 'data-testid': 'info-address' }, inputLabel: { shrink: true } }}
        />
        <SubmitButton size="large" disabled={submit.busy} data-testid="info-submit">{t('submit')}</SubmitButton>
      </Form>
      <ConfirmDialog open={submit.pending !== null} title={t('confirmTitle')} busy={submit.busy} onConfirm={submit.confirm} onClose={submit.cancel}>
        {submit.pending && (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1 }} data-testid="info-summary">
            <Typography color="textSecondary">{t('nickname')}</Typography>
            <Typography>{submit.pending.nickname}</Typography>
            <Typography color="textSecondary">{t('address')}</Typography>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{submit.pending.address}</Typography>
          </Box>
        )}
      </ConfirmDialog>
    </>
  );
}

const validation = schemaResolver(() => import('@/lib/contract/my').then((m) => m.infoInput));

export function EditInfoScreen() {
  const t = useTranslations('my.info');
  const info = useQuery(infoQuery);
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 640, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h1" sx={{ mb: 2 }}>{t('title')}</Typography>
        {info.data ? (
          <InfoForm info={info.data} />
        ) : (
          <Box data-testid="info-loading">
            {[0, 1, 2, 3].map((i) => <Skeleton key={i} height={64} />)}
          </Box>
        )}
      </Paper>
    </Box>
  );
}
