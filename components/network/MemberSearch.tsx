'use client';
import Search from '@mui/icons-material/Search';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { TextField } from '@/components/common/forms/TextField';
import { Form, SubmitButton } from '@/components/common/forms/Form';

// Search by member account: the chart asks the server, which answers only inside the
// operator's own tree (the caller shows the message).
type Props = { testId: string; onSearch: (account: string) => void; busy?: boolean };

export function MemberSearch({ testId, onSearch, busy }: Props) {
  const t = useTranslations('network');
  const [value, setValue] = useState('');
  return (
    <Form sx={{ display: 'flex', gap: 1, flex: '1 1 240px', maxWidth: 360 }} onSubmit={() => value.trim() && onSearch(value.trim())}>
      <TextField
        size="small"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder={t('searchPlaceholder')}
        slotProps={{ htmlInput: { 'aria-label': t('searchPlaceholder'), 'data-testid': `${testId}-input`, maxLength: 32 } }}
        sx={{ flex: 1 }}
      />
      <SubmitButton variant="outlined" startIcon={<Search />} disabled={busy} data-testid={`${testId}-submit`}>
        {t('search')}
      </SubmitButton>
    </Form>
  );
}
