import { describe, expect, it } from "vitest";
import {
  browserName,
  leadNotice,
  signInAlert,
  staffEmailBody,
  staffServerText,
  staffSms,
  twoFactorResetEmail,
} from "./staff-email-texts.ts";

/** French sets « », and a colon, apart with no-break spaces. */
const quoted = (text: string) => `«\u00a0${text}\u00a0»`;

describe("what staff are told, in their back office's language", () => {
  const request = { name: "Aline Uwase", email: "aline@example.rw", phone: "0788 123 456", listingTitle: null };
  const submission = {
    kind: "submission" as const,
    name: "Eric Ndayisaba",
    email: "eric@example.rw",
    phone: "0788 000 222",
    title: "Family house",
    location: "Kicukiro",
  };

  it("writes a lead the way the English notifications always have", () => {
    expect(leadNotice("en", { ...request, kind: "consultation" })).toBe(
      "Aline Uwase (aline@example.rw, +250 788 123 456) sent a consultation request.",
    );
    expect(leadNotice("en", { ...request, kind: "inquiry", phone: null, listingTitle: "Villa in Nyarutarama" })).toBe(
      'Aline Uwase (aline@example.rw) sent a property inquiry about "Villa in Nyarutarama".',
    );
    expect(leadNotice("en", { ...request, kind: "viewing", phone: "", listingTitle: "Green Hills" })).toBe(
      'Aline Uwase (aline@example.rw) sent a viewing request about "Green Hills".',
    );
    expect(leadNotice("en", { kind: "contact", name: "Jean Bosco", email: "jean@example.rw", subject: "Office visit" })).toBe(
      'Jean Bosco (jean@example.rw) wrote: "Office visit".',
    );
    expect(leadNotice("en", { ...submission, forReview: true })).toBe(
      'Eric Ndayisaba (eric@example.rw, +250 788 000 222) submitted "Family house" in Kicukiro for review.',
    );
    expect(leadNotice("en", { ...submission, forReview: false })).toBe(
      'Eric Ndayisaba (eric@example.rw, +250 788 000 222) submitted "Family house" in Kicukiro.',
    );
  });

  it("writes a lead in French, its details as they were typed", () => {
    expect(leadNotice("fr", { ...request, kind: "viewing" })).toBe(
      "Aline Uwase (aline@example.rw, +250 788 123 456) a envoyé une demande de visite.",
    );
    expect(leadNotice("fr", { ...request, kind: "consultation", listingTitle: "Villa {in} 'Nyarutarama'" })).toBe(
      `Aline Uwase (aline@example.rw, +250 788 123 456) a envoyé une demande de consultation au sujet de ${quoted("Villa {in} 'Nyarutarama'")}.`,
    );
    expect(leadNotice("fr", { ...submission, forReview: true })).toBe(
      `Eric Ndayisaba (eric@example.rw, +250 788 000 222) a proposé ${quoted("Family house")} à Kicukiro pour examen.`,
    );
  });

  it("titles, email bodies and SMS in each language; a title the catalogue does not know stays as written", () => {
    expect(staffServerText("en", "New property submission")).toBe("New property submission");
    expect(staffServerText("fr", "New property submission")).toBe("Nouvelle proposition de bien");
    expect(staffServerText("fr", "A title nobody translated")).toBe("A title nobody translated");
    expect(staffEmailBody("en", "Message.", "/admin/contacts?open=1")).toBe(
      "Message.\n\nOpen in the back office: /admin/contacts?open=1",
    );
    expect(staffEmailBody("fr", "Message.")).toBe("Message.");
    expect(staffSms("en", "New contact message", "Jean wrote.")).toBe("New contact message: Jean wrote.");
    expect(staffSms("fr", "Nouveau message de contact", "Jean a écrit.")).toBe("Nouveau message de contact\u00a0: Jean a écrit.");
  });

  it("words sign-in alerts and browsers in each language", () => {
    const fromNewBrowser = { name: "Diane", browser: browserName("en", { name: "Firefox", os: "Windows" }), network: null };
    expect(signInAlert("en", { ...fromNewBrowser, when: "26 Nov 2026, 09:03 (Africa/Kigali)" })).toEqual({
      message: "Diane signed in from a new browser (Firefox on Windows) on 26 Nov 2026, 09:03 (Africa/Kigali).",
      email:
        "Diane signed in from a new browser (Firefox on Windows) on 26 Nov 2026, 09:03 (Africa/Kigali).\n\nIf this was not you, change your password now.",
    });
    expect(
      signInAlert("en", { name: "Diane", browser: "Safari", network: "41.186.3.0/24", when: "26 Nov 2026, 09:03 (UTC)" }).message,
    ).toBe(
      "Diane signed in from Safari on a network not used for this account in 90 days (41.186.3.0/24) on 26 Nov 2026, 09:03 (UTC).",
    );
    const inFrench = signInAlert("fr", {
      name: "Diane",
      browser: browserName("fr", {}),
      network: "41.186.3.0/24",
      when: "26 nov. 2026, 09:03 (UTC)",
    });
    expect(inFrench.message).toBe(
      "Diane s'est connecté(e) depuis un navigateur inconnu sur un réseau que ce compte n'a pas utilisé depuis 90 jours (41.186.3.0/24) le 26 nov. 2026, 09:03 (UTC).",
    );
    expect(inFrench.email).toBe(`${inFrench.message}\n\nSi ce n'était pas vous, changez votre mot de passe dès maintenant.`);
    expect(browserName("fr", { name: "Edge" })).toBe("Edge");
  });

  it("tells a staff member, in their language, that a superadmin reset their two-factor sign-in", () => {
    const input = { name: "Diane", by: "Grace Uwase", link: "https://kigaliestates.rw/admin/settings?tab=security" };
    expect(twoFactorResetEmail("fr", input)).toEqual({
      subject: "Votre connexion en deux étapes a été réinitialisée",
      body: [
        "Bonjour Diane,",
        "Grace Uwase a réinitialisé la connexion en deux étapes de votre compte\u00a0: vous vous connectez désormais avec votre e-mail et votre mot de passe seuls, et vous avez été déconnecté(e) de tous vos appareils.",
        "Configurez de nouveau votre application d'authentification dans Paramètres › Sécurité\u00a0: https://kigaliestates.rw/admin/settings?tab=security",
        "Si vous ne l'avez pas demandé, prévenez un super administrateur et changez votre mot de passe dès maintenant.",
      ].join("\n\n"),
    });
  });
});
