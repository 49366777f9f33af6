// How the dashboard writes a moment (an order placed, a mail sent, a backup made): "Dec 5, 2026,
// 6:10 PM", in the time zone of whoever reads it (the server's, until the page hydrates).
export const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
