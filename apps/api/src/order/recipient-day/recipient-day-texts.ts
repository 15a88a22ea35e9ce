import { inLanguage } from '../../mail/index.js';

/**
 * The mails of a gift whose recipient chooses the delivery day (issue 38), in the order's store view language: the
 * recipient's invitation to choose and their confirmation, the buyer's word that the day was chosen (or that the
 * window passed without a choice), and the buyer's word that the gift message changed.
 */
export interface RecipientDayTexts {
  inviteSubject(sender: string, store: string): string;
  invite(sender: string, store: string): string;
  chooseBy(day: string): string;
  chooseAction: string;
  chosenSubject(day: string): string;
  chosenForRecipient(day: string): string;
  buyerChosenSubject(order: string, day: string): string;
  buyerChosen(recipient: string, order: string, day: string): string;
  lapsedSubject(order: string): string;
  lapsed(recipient: string, order: string, day: string): string;
  lapsedAsk: string;
  lapsedAction: string;
  messageSubject(order: string): string;
  messageChanged(order: string): string;
  newMessage: string;
  recipientFallback: string;
  questions: string;
  /** The recipient's word that the buyer moved the gift's day or address (a recipient who knows of the gift). */
  changedSubject(sender: string): string;
  changed(sender: string): string;
  changedDay(day: string): string;
  changedAddress(address: string): string;
}

const ENGLISH: RecipientDayTexts = {
  inviteSubject: (sender, store) => `${sender} is sending you a gift from ${store}: choose your delivery day`,
  invite: (sender, store) => `${sender} is sending you a gift from ${store}, packed cold, and lets you choose the day it arrives.`,
  chooseBy: (day) => `Please choose a delivery day up to ${day}, and check the address we deliver to.`,
  chooseAction: 'Choose your delivery day',
  chosenSubject: (day) => `Your gift arrives on ${day}`,
  chosenForRecipient: (day) => `Thank you: your gift arrives on ${day}. Please put it in the refrigerator as soon as it arrives.`,
  buyerChosenSubject: (order, day) => `Your gift (order ${order}) arrives on ${day}`,
  buyerChosen: (recipient, order, day) => `${recipient} chose the delivery day of your gift (order ${order}): ${day}.`,
  lapsedSubject: (order) => `Please choose the delivery day of your gift (order ${order})`,
  lapsed: (recipient, order, day) => `${recipient} did not choose a delivery day for your gift (order ${order}) by ${day}.`,
  lapsedAsk: 'Please choose the delivery day yourself on your order page; nothing ships until a day is chosen.',
  lapsedAction: 'Choose the delivery day',
  messageSubject: (order) => `The gift message of order ${order} was changed`,
  messageChanged: (order) => `as you asked, we changed the gift message of your order ${order}.`,
  newMessage: 'The message now reads:',
  recipientFallback: 'The recipient',
  questions: 'Questions? Just reply to this e-mail.',
  changedSubject: (sender) => `The delivery of your gift from ${sender} changed`,
  changed: (sender) => `${sender} changed the delivery of your gift. It now comes:`,
  changedDay: (day) => `On ${day}`,
  changedAddress: (address) => `To ${address}`,
};

const GERMAN: RecipientDayTexts = {
  inviteSubject: (sender, store) => `${sender} schickt Ihnen ein Geschenk von ${store}: Wählen Sie Ihren Liefertag`,
  invite: (sender, store) =>
    `${sender} schickt Ihnen ein Geschenk von ${store}, gekühlt verpackt, und lässt Sie den Tag der Lieferung wählen.`,
  chooseBy: (day) => `Bitte wählen Sie einen Liefertag bis ${day} und prüfen Sie die Lieferadresse.`,
  chooseAction: 'Liefertag wählen',
  chosenSubject: (day) => `Ihr Geschenk kommt am ${day}`,
  chosenForRecipient: (day) => `Vielen Dank: Ihr Geschenk kommt am ${day}. Bitte legen Sie es gleich nach der Ankunft in den Kühlschrank.`,
  buyerChosenSubject: (order, day) => `Ihr Geschenk (Bestellung ${order}) kommt am ${day}`,
  buyerChosen: (recipient, order, day) => `${recipient} hat den Liefertag Ihres Geschenks (Bestellung ${order}) gewählt: ${day}.`,
  lapsedSubject: (order) => `Bitte wählen Sie den Liefertag Ihres Geschenks (Bestellung ${order})`,
  lapsed: (recipient, order, day) => `${recipient} hat bis ${day} keinen Liefertag für Ihr Geschenk (Bestellung ${order}) gewählt.`,
  lapsedAsk: 'Bitte wählen Sie den Liefertag selbst auf der Seite Ihrer Bestellung; bis dahin wird nichts verschickt.',
  lapsedAction: 'Liefertag wählen',
  messageSubject: (order) => `Die Geschenknachricht der Bestellung ${order} wurde geändert`,
  messageChanged: (order) => `wie gewünscht haben wir die Geschenknachricht Ihrer Bestellung ${order} geändert.`,
  newMessage: 'Die Nachricht lautet jetzt:',
  recipientFallback: 'Die beschenkte Person',
  questions: 'Fragen? Antworten Sie einfach auf diese E-Mail.',
  changedSubject: (sender) => `Die Lieferung Ihres Geschenks von ${sender} wurde geändert`,
  changed: (sender) => `${sender} hat die Lieferung Ihres Geschenks geändert. Es kommt jetzt:`,
  changedDay: (day) => `Am ${day}`,
  changedAddress: (address) => `An ${address}`,
};

const ITALIAN: RecipientDayTexts = {
  inviteSubject: (sender, store) => `${sender} ti invia un regalo da ${store}: scegli il giorno di consegna`,
  invite: (sender, store) =>
    `${sender} ti invia un regalo da ${store}, imballato al freddo, e ti lascia scegliere il giorno in cui arriva.`,
  chooseBy: (day) => `Scegli un giorno di consegna entro ${day} e controlla l'indirizzo di consegna.`,
  chooseAction: 'Scegli il giorno di consegna',
  chosenSubject: (day) => `Il tuo regalo arriva ${day}`,
  chosenForRecipient: (day) => `Grazie: il tuo regalo arriva ${day}. Mettilo in frigorifero appena arriva.`,
  buyerChosenSubject: (order, day) => `Il tuo regalo (ordine ${order}) arriva ${day}`,
  buyerChosen: (recipient, order, day) => `${recipient} ha scelto il giorno di consegna del tuo regalo (ordine ${order}): ${day}.`,
  lapsedSubject: (order) => `Scegli il giorno di consegna del tuo regalo (ordine ${order})`,
  lapsed: (recipient, order, day) => `${recipient} non ha scelto un giorno di consegna per il tuo regalo (ordine ${order}) entro ${day}.`,
  lapsedAsk: "Scegli tu il giorno di consegna nella pagina dell'ordine; nulla viene spedito finché non è scelto un giorno.",
  lapsedAction: 'Scegli il giorno di consegna',
  messageSubject: (order) => `Il messaggio regalo dell'ordine ${order} è stato modificato`,
  messageChanged: (order) => `come richiesto, abbiamo modificato il messaggio regalo del tuo ordine ${order}.`,
  newMessage: 'Ora il messaggio dice:',
  recipientFallback: 'Il destinatario',
  questions: 'Domande? Rispondi semplicemente a questa e-mail.',
  changedSubject: (sender) => `La consegna del tuo regalo da ${sender} è cambiata`,
  changed: (sender) => `${sender} ha cambiato la consegna del tuo regalo. Ora arriva:`,
  changedDay: (day) => `${day}`,
  changedAddress: (address) => `A ${address}`,
};

export const recipientDayTexts = (locale: string): RecipientDayTexts => inLanguage(locale, { en: ENGLISH, de: GERMAN, it: ITALIAN });
