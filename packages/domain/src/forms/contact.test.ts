import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, validateContactForm } from './contact.js';

const valid = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  subject: 'Crab feast for twelve',
  message: 'How many bushels do we need for twelve people?',
  sendCopy: true,
};

describe('contact form', () => {
  it('accepts a complete message and trims it', () => {
    const result = validateContactForm({ ...valid, name: '  Jane Doe  ' });
    expect(result).toEqual({ success: true, data: { ...valid, name: 'Jane Doe' } });
  });

  it('defaults "send me a copy" to false', () => {
    const { sendCopy: _sendCopy, ...withoutCopy } = valid;
    const result = validateContactForm(withoutCopy);
    expect(result.success && result.data.sendCopy).toBe(false);
  });

  it('reports every empty field with its own message', () => {
    expect(validateContactForm({ name: '', email: '', subject: '  ', message: '' })).toEqual({
      success: false,
      errors: { name: 'required', email: 'required', subject: 'required', message: 'messageRequired' },
    });
  });

  it('reports a short name, a bad e-mail and a short message', () => {
    expect(validateContactForm({ ...valid, name: 'J', email: 'jane@', message: 'Hi' })).toEqual({
      success: false,
      errors: { name: 'nameTooShort', email: 'email', message: 'messageTooShort' },
    });
  });

  it('reports texts that are too long', () => {
    const result = validateContactForm({ ...valid, subject: 'x'.repeat(201) });
    expect(result).toEqual({ success: false, errors: { subject: 'tooLong' } });
  });

  it('treats missing fields as required', () => {
    expect(validateContactForm({})).toMatchObject({ success: false, errors: { name: 'required', message: 'messageRequired' } });
  });

  it('uses the spec wording', () => {
    expect(CONTACT_MESSAGES.email).toBe('Please provide valid e-mail address.');
    expect(CONTACT_MESSAGES.messageRequired).toBe('Comments/Questions is required');
  });
});
