'use client';
// A form (the forms floor: react-hook-form + zod over MUI inputs, a Dialog) with one answer.
import Forms from '../../forms/page';
import { Answer } from '../answer';

export default function Page() {
  return (
    <>
      <Answer kind="forms" />
      <Forms />
    </>
  );
}
