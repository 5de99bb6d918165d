/** Messages of sharing the box values by QR code or link (issue 11), and of taking them in from one. */
import { defineMessages } from '../features';
import { plural } from '../plural';

export const shareText = defineMessages(
	{
		open: 'Share by QR code or link',
		close: 'Hide the QR code',
		how: 'Scan this with another phone’s camera, or send the link. It opens this app there; nothing goes to a server.',
		qr: 'QR code with the box values',
		link: 'Link with the box values',
		copy: 'Copy the link',
		copied: 'Link copied.',
		incoming: 'Box values from another phone',
		summary: (added: number, differ: number) =>
			`${added} ${plural('en', added, { one: 'value', other: 'values' })} new` +
			(differ > 0 ? `, ${differ} ${plural('en', differ, { one: 'differs', other: 'differ' })} from yours` : '') +
			'.',
		nothingNew: 'These values are all on this phone already.',
		take: 'Take them',
		keepMine: 'Keep mine where they differ',
		takeTheirs: 'Take theirs where they differ',
		cancel: 'Not now',
		taken: (n: number) => `${n} ${plural('en', n, { one: 'value', other: 'values' })} taken from the link.`,
		problems: {
			'not-a-link': 'This link carries no box values.',
			'too-long': 'This link is too long to be box values from this app.',
			'too-new': 'This link was made by a newer version of the app: update the app, then open the link again.',
			malformed: 'This link is damaged or cut off (was only part of it copied?). Nothing was changed.',
			'not-a-profile': 'This link does not carry valid box values. Nothing was changed.'
		}
	},
	{
		open: 'Per QR-Code oder Link teilen',
		close: 'QR-Code ausblenden',
		how: 'Mit der Kamera eines anderen Handys scannen oder den Link schicken. Er öffnet dort diese App; nichts geht an einen Server.',
		qr: 'QR-Code mit den Schachtelwerten',
		link: 'Link mit den Schachtelwerten',
		copy: 'Link kopieren',
		copied: 'Link kopiert.',
		incoming: 'Schachtelwerte von einem anderen Handy',
		summary: (added: number, differ: number) =>
			`${added} ${plural('de', added, { one: 'Wert', other: 'Werte' })} neu` +
			(differ > 0 ? `, ${differ} ${plural('de', differ, { one: 'weicht', other: 'weichen' })} von deinen ab` : '') +
			'.',
		nothingNew: 'Diese Werte sind schon alle auf diesem Handy.',
		take: 'Übernehmen',
		keepMine: 'Meine behalten, wo sie abweichen',
		takeTheirs: 'Ihre nehmen, wo sie abweichen',
		cancel: 'Jetzt nicht',
		taken: (n: number) => `${n} ${plural('de', n, { one: 'Wert', other: 'Werte' })} aus dem Link übernommen.`,
		problems: {
			'not-a-link': 'Dieser Link enthält keine Schachtelwerte.',
			'too-long': 'Dieser Link ist zu lang für Schachtelwerte dieser App.',
			'too-new': 'Dieser Link stammt aus einer neueren Version der App: App aktualisieren, dann den Link erneut öffnen.',
			malformed: 'Dieser Link ist beschädigt oder abgeschnitten (wurde nur ein Teil kopiert?). Nichts wurde geändert.',
			'not-a-profile': 'Dieser Link enthält keine gültigen Schachtelwerte. Nichts wurde geändert.'
		}
	}
);
