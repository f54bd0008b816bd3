import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster, toast } from './toast';
import { resetToasts } from './toast-store';

afterEach(() => resetToasts());

describe('Toaster', () => {
  it('names its region with the key that reaches it, in the language given', () => {
    render(<Toaster label="Aviseringar ({hotkey})" toastLabel="Avisering" closeLabel="Stäng" />);
    expect(screen.getByRole('region', { name: 'Aviseringar (F8)' })).toBeTruthy();
    act(() => {
      toast({ title: 'Skickat' });
    });
    expect(screen.getByText('Skickat')).toBeTruthy();
  });
});
