// The texts a policy shows until the owner saves her own: written for a studio selling one-of-a-kind
// reworked pieces by card, with her brand name and the studio's contact details filled in from the
// site settings. They are a starting point she is asked to review, not legal advice.
import type { StudioDetails } from "~/modules/site/studio";
import type { PolicyKind } from "./kinds";

/** How a buyer reaches the studio, one dash line per way the settings give, the contact form last. */
function contactLines({ studioAddress, studioPhone, studioEmail }: StudioDetails) {
  return [
    studioEmail ? `- By email: ${studioEmail}` : "",
    studioPhone ? `- By phone: ${studioPhone}` : "",
    studioAddress ? `- By post: ${studioAddress}` : "",
    "- Through the contact form at the bottom of our home page",
  ]
    .filter(Boolean)
    .join("\n");
}

const TEXTS: Record<PolicyKind, (studio: StudioDetails, contact: string) => string> = {
  returns: (
    { brandName },
    contact,
  ) => `Every piece from ${brandName} is one of a kind, made by hand from a pre-loved designer bag. We want you to love yours; if it is not right for you, you may return it.

*Returns*
- Tell us within 14 days of delivery that you would like to return your piece.
- Send it back within 14 days of telling us, unused, in the condition you received it, with its dust bag and anything else that came with it.
- Please pack it with care and use a tracked service: the piece is your responsibility until it reaches us.
- Return postage is paid by you, unless the piece arrived damaged or is not what we described.

*Not returnable*
- Custom commissions and pieces reworked from a bag you sent us, as they are made for you alone.

*Refunds*
Once the piece is back in the studio and we have checked it, we refund the full price you paid to the card you paid with, within 5 business days. Your bank may take a few more days to show it.

*Damaged on arrival*
If your piece arrives damaged, write to us within 48 hours of delivery with photographs of the piece and its packaging, and keep the packaging. We will arrange its return at our cost and refund you in full, or repair it if you prefer.

*Contact*
To start a return or ask about one, reach us:
${contact}`,

  shipping: ({ brandName }, contact) => `*Cost*
Shipping is free on every order from ${brandName}.

*When your piece ships*
Each piece is ready when you buy it. We pack it by hand in its dust bag and ship it within 3 business days of your payment. You receive an email with the carrier and tracking number when it leaves the studio.

*Delivery*
- Every piece travels with white glove delivery: packed by hand in its dust bag, sent with a tracked, insured courier and handed over in person, against a signature.
- Delivery within the United States usually takes 2 to 7 business days after shipping.
- For delivery outside the United States, please contact us before buying: import duties and taxes charged by your country are paid by you.

*Address*
We ship to the address you give at checkout. Please check it carefully; if it needs to change, contact us straight away, before the piece ships.

*Lost or damaged parcels*
If your tracking has not moved for 7 days, or your parcel arrives damaged, contact us and we will take it up with the carrier for you.

*Contact*
${contact}`,

  privacy: (
    { brandName },
    contact,
  ) => `This policy explains what ${brandName} collects when you visit or buy from this site, why, and what you can ask us to do with it.

*What we collect*
- When you buy a piece: your name, email address and billing and shipping address, so we can send your piece and your receipt.
- When you write to us (the contact form or a question about a piece): your name, email address, your message and any photos you send.
- When you subscribe to our newsletter: your email address, once you have confirmed it from the email we send you.

*Card payments*
Your card is handled by our payment processor, Stripe. Your card details go straight to Stripe and never reach or stay with us. Stripe's own privacy policy applies to what it processes.

*Cookies*
We use only the few cookies the shop needs to work: one keeps a piece held for you while you pay, one shows a short message after you send a form. We use no advertising or tracking cookies. On the checkout page, Stripe may set its own cookies to prevent fraud.

*Who sees it*
Only us, and the services that run the shop for us: our payment processor, our email delivery service and our web host. We never sell your details or share them for marketing.

*How long we keep it*
Orders are kept as long as tax and accounting rules require. Messages are kept while we are talking with you. You may unsubscribe from the newsletter at any time with the link in every email.

*Your rights*
You may ask us what we hold about you, to correct it, or to delete it, wherever the law does not require us to keep it. Reach us:
${contact}`,

  terms: (
    { brandName },
    contact,
  ) => `These terms apply to every purchase from this site. By purchasing you agree to them.

*Who we are*
This shop is run by ${brandName}. You can reach us:
${contact}

*The pieces*
Each piece is one of a kind, made by hand from pre-loved designer materials. Those materials may show signs of their earlier life, which are part of the piece's character; the photographs show the actual piece you buy. ${brandName} is not affiliated with or endorsed by the makers of the original bags.

*Prices and payment*
Prices are in US dollars and shipping is free. Payment is taken by card through our payment processor, Stripe, when you press Complete Purchase. While you pay, the piece is held for you for a few minutes, so nobody else can buy it at the same time.

*Your order*
Your order is accepted when your payment is confirmed: you then receive a confirmation by email and the piece is marked sold. If a piece was sold to someone else a moment before your payment went through, we refund you in full at once.

*Delivery, returns and refunds*
How your piece is shipped is described in our Shipping Policy; how to return it and how refunds are made, in our Returns & Refunds policy.

*Questions and complaints*
If something is not right, contact us first and we will do our best to put it right. These terms do not affect your rights as a consumer under the law of the country where you live.`,
};

/** The starting text of a policy, filled with the studio's name and contact details. */
export function startingPolicyText(kind: PolicyKind, studio: StudioDetails) {
  return TEXTS[kind](studio, contactLines(studio));
}
