/**
 * German news texts built from templates. Placeholders in braces are filled from the context;
 * match reports use real results of the generated season so pages and news agree.
 */
import type { Rng } from './prng.ts';

export interface NewsContext {
  club: string;
  club2: string;
  town: string;
  kreis: string;
  verband: string;
  person: string;
  person2: string;
  /** A woman's name, for sentences that are grammatically female. */
  personF: string;
  league: string;
  /** A small count (3–8). */
  few: number;
  /** A larger count (40–150). */
  many: number;
  /** A number of days (7–21). */
  days: number;
  year: number;
}

export interface NewsText {
  title: string;
  teaser: string;
  paragraphs: string[];
}

interface Template {
  title: string;
  teaser: string;
  paragraphs: string[];
}

const TEMPLATES: Record<string, Template[]> = {
  herren: [
    {
      title: 'Neuer Trainer beim {club}',
      teaser:
        'Der {club} hat einen Nachfolger gefunden: {person} übernimmt ab sofort die erste Mannschaft.',
      paragraphs: [
        'Nach der Trennung von seinem bisherigen Coach hat der {club} schnell reagiert. {person}, zuletzt erfolgreich im Nachwuchsbereich tätig, soll die Mannschaft in der {league} stabilisieren.',
        '„Wir haben uns bewusst für jemanden entschieden, der unsere Spieler und die Region kennt“, sagt der Vorsitzende {person2}. Die ersten Trainingseinheiten sind bereits absolviert.',
        'Sein erstes Pflichtspiel bestreitet der neue Trainer am kommenden Sonntag. Der Verein hofft auf zahlreiche Zuschauerinnen und Zuschauer am Sportplatz in {town}.',
      ],
    },
    {
      title: '{club} verstärkt sich mit {few} Neuzugängen',
      teaser:
        'Der {club} hat in der Winterpause personell nachgelegt und will in der Rückrunde angreifen.',
      paragraphs: [
        'Insgesamt {few} neue Spieler hat der {club} für die Rückrunde verpflichtet. Zwei von ihnen kommen vom Nachbarn {club2}.',
        '„Die Breite im Kader hat uns in der Hinrunde gefehlt“, erklärt Spielertrainer {person}. Mit den Verstärkungen sei die Mannschaft nun für die entscheidende Phase der Saison gerüstet.',
        'Die Vorbereitung beginnt mit einem Laktattest und einem Testspiel gegen den {club2}.',
      ],
    },
    {
      title: 'Flutlichtanlage in {town} eingeweiht',
      teaser:
        'Nach zwei Jahren Planung und viel Eigenleistung brennt beim {club} endlich das neue LED-Flutlicht.',
      paragraphs: [
        'Mehr als 600 Arbeitsstunden haben Mitglieder des {club} in die neue Flutlichtanlage gesteckt. Die LED-Technik spart im Vergleich zur alten Anlage rund zwei Drittel des Stroms.',
        'Zur Einweihung kamen neben Vertreterinnen und Vertretern der Gemeinde auch der Kreisvorsitzende {person}. Er lobte das ehrenamtliche Engagement des Vereins.',
        'Ab sofort können Trainingseinheiten auch in den Wintermonaten auf dem Rasenplatz stattfinden.',
      ],
    },
  ],
  frauen: [
    {
      title: 'Frauenteam des {club} feiert Aufstieg',
      teaser: 'Die Fußballerinnen des {club} haben den Sprung in die höhere Spielklasse geschafft.',
      paragraphs: [
        'Mit einem souveränen Sieg am vorletzten Spieltag machten die Frauen des {club} den Aufstieg perfekt. Trainerin {personF} sprach von einer „überragenden Saison“.',
        'Besonders stolz ist der Verein auf die eigene Nachwuchsarbeit: Acht Spielerinnen im Kader stammen aus der eigenen Jugend.',
        'Gefeiert wurde am Abend im Vereinsheim in {town} – gemeinsam mit dem Männerteam und vielen Fans.',
      ],
    },
    {
      title: 'Mädchenfußballtag in {town} begeistert {many} Kinder',
      teaser:
        'Beim Aktionstag des Kreises {kreis} schnupperten Mädchen zwischen sechs und zwölf Jahren in den Fußball hinein.',
      paragraphs: [
        'Der {club} war Gastgeber des diesjährigen Mädchenfußballtags im Kreis {kreis}. {many} Kinder durchliefen Stationen zu Technik, Koordination und Torschuss.',
        'Organisatorin {personF} zieht eine positive Bilanz: „Viele Mädchen haben direkt gefragt, wann das nächste Training ist.“',
        'Interessierte können sich jederzeit beim Verein melden. Ein Probetraining ist ohne Anmeldung möglich.',
      ],
    },
  ],
  junioren: [
    {
      title: 'Talentsichtung im Kreis {kreis}',
      teaser:
        'Die besten Nachwuchsspielerinnen und -spieler des Kreises {kreis} zeigten ihr Können vor den Verbandstrainern.',
      paragraphs: [
        'Auf der Anlage des {club} fand die jährliche Sichtung der Jahrgänge {year} und jünger statt. Verbandstrainer {person} zeigte sich beeindruckt vom Niveau.',
        'Die ausgewählten Talente werden zu einem Stützpunkttraining eingeladen. Die Einladungen gehen in den kommenden Tagen an die Vereine.',
      ],
    },
    {
      title: 'Jugendabteilung des {club} wächst weiter',
      teaser:
        'Mit {few} gemeldeten Jugendmannschaften stellt der {club} so viele Teams wie nie zuvor.',
      paragraphs: [
        'Von den Bambini bis zu den A-Junioren: Der {club} ist in allen Altersklassen vertreten. Jugendleiter {person} führt das auf die gute Zusammenarbeit mit den Schulen in {town} zurück.',
        'Gesucht werden allerdings weitere Trainerinnen und Trainer. Der Verein übernimmt die Kosten für die Trainer-C-Lizenz.',
      ],
    },
  ],
  pokal: [
    {
      title: 'Pokalauslosung: Derby zwischen {club} und {club2}',
      teaser:
        'Die Auslosung der nächsten Runde im Kreispokal {kreis} hat ein echtes Nachbarschaftsduell ergeben.',
      paragraphs: [
        'Losfee {personF} zog bei der Auslosung im Vereinsheim des {club2} die Kugeln. Das Duell {club} gegen {club2} verspricht eine volle Hütte.',
        'Gespielt wird unter der Woche unter Flutlicht. Bei einem Unentschieden nach 90 Minuten folgt direkt das Elfmeterschießen.',
      ],
    },
    {
      title: '{club} im Viertelfinale des Verbandspokals',
      teaser:
        'Mit einem Sieg nach Verlängerung hat der {club} die Runde der letzten Acht erreicht.',
      paragraphs: [
        'Lange sah es nach einem Elfmeterschießen aus, doch in der 112. Minute traf {person} zur Entscheidung. Der {club} steht damit im Viertelfinale des Verbandspokals {verband}.',
        'Dem Sieger des Wettbewerbs winkt die Teilnahme an der ersten Runde des DFB-Pokals.',
      ],
    },
  ],
  verband: [
    {
      title: '{verband}: Verbandstag wählt neues Präsidium',
      teaser:
        'Die Delegierten des Verbandes {verband} haben {personF} mit großer Mehrheit zur neuen Präsidentin gewählt.',
      paragraphs: [
        'Beim Verbandstag in {town} stimmten die Delegierten der Kreise über die Führung der kommenden vier Jahre ab. {personF} erhielt über 90 Prozent der Stimmen.',
        'Im Mittelpunkt ihrer Arbeit sollen die Gewinnung von Ehrenamtlichen und die Digitalisierung der Spielberichte stehen.',
        'Ihr Vorgänger {person2} wurde zum Ehrenpräsidenten ernannt.',
      ],
    },
    {
      title: 'Neue Spielordnung im Verband {verband} beschlossen',
      teaser:
        'Ab der kommenden Saison gelten im Verband {verband} geänderte Regeln für Spielverlegungen.',
      paragraphs: [
        'Spielverlegungen müssen künftig spätestens {days} Tage vor dem Termin über das Online-Postfach beantragt werden. Das soll die Planung für Schiedsrichter und Vereine erleichtern.',
        'Außerdem dürfen in allen Spielklassen bis zu fünf Spieler ausgewechselt werden.',
      ],
    },
  ],
  schiedsrichter: [
    {
      title: 'Schiedsrichter-Neulingskurs im Kreis {kreis}',
      teaser:
        'Der Kreis {kreis} sucht Nachwuchs an der Pfeife. Der nächste Lehrgang startet in wenigen Wochen.',
      paragraphs: [
        'Ab 12 Jahren kann jede und jeder die Schiedsrichterprüfung ablegen. Der Lehrgang umfasst {few} Abende und eine Prüfung in Theorie und Praxis.',
        'Lehrwart {person} betont: „Wer pfeift, lernt Verantwortung und Entscheidungsfreude – das hilft auch im Beruf.“',
        'Anmeldungen nimmt der Kreisschiedsrichterausschuss entgegen. Die Teilnahme ist kostenlos.',
      ],
    },
    {
      title: '{personF} pfeift das Kreispokalfinale',
      teaser:
        'Für die erfahrene Unparteiische aus {town} ist es das dritte Endspiel ihrer Laufbahn.',
      paragraphs: [
        'Der Kreisschiedsrichterausschuss {kreis} hat {personF} für das Finale nominiert. Assistiert wird sie von {person2}.',
        'Das Finale findet traditionell am Pfingstmontag statt.',
      ],
    },
  ],
  ehrenamt: [
    {
      title: 'Ehrenamtspreis für {person} vom {club}',
      teaser:
        'Seit über 30 Jahren engagiert sich {person} beim {club} – jetzt wurde der Einsatz gewürdigt.',
      paragraphs: [
        'Ob Platzwart, Jugendtrainer oder Kassierer: {person} hat beim {club} fast jedes Amt schon einmal bekleidet. Der Kreis {kreis} zeichnete das Engagement mit dem Ehrenamtspreis aus.',
        '„Ohne Menschen wie {person} gäbe es den Amateurfußball nicht“, sagte Laudator {person2} bei der Feierstunde in {town}.',
      ],
    },
    {
      title: 'Vereinsheim des {club} nach Renovierung wiedereröffnet',
      teaser:
        'Neue Kabinen, barrierefreie Toiletten und eine moderne Küche: Das Vereinsheim in {town} erstrahlt in neuem Glanz.',
      paragraphs: [
        'Über {many} Helferinnen und Helfer packten bei der Renovierung mit an. Finanziert wurde das Projekt mit Unterstützung des Landessportbundes und vieler Sponsoren aus {town}.',
        'Bei der Eröffnung bedankte sich der Vorsitzende {person} bei allen Beteiligten.',
      ],
    },
  ],
  training: [
    {
      title: 'Trainingstipp: Passspiel im Rondo verbessern',
      teaser:
        'Mit einfachen Rondo-Formen trainiert man Passgenauigkeit, Orientierung und Pressing zugleich.',
      paragraphs: [
        'Im Rondo spielt eine Überzahl in einem begrenzten Feld gegen wenige Verteidiger. Beginnen Sie mit einem 5 gegen 2 auf 12 mal 12 Metern.',
        'Wichtig ist ein offenes Stellungsspiel: Die Spieler sollten den Ball möglichst mit dem hinteren Fuß annehmen.',
        'Steigern Sie die Schwierigkeit, indem Sie die Kontakte begrenzen oder das Feld verkleinern.',
      ],
    },
    {
      title: 'Aufwärmen im Winter: So beugen Sie Verletzungen vor',
      teaser:
        'Bei niedrigen Temperaturen braucht die Muskulatur länger, um auf Betriebstemperatur zu kommen.',
      paragraphs: [
        'Planen Sie im Winter mindestens 20 Minuten für das Aufwärmen ein. Dynamische Dehnübungen sind dabei statischen vorzuziehen.',
        'Ein Programm wie „FIFA 11+“ senkt nachweislich das Verletzungsrisiko und lässt sich gut in den Trainingsalltag einbauen.',
      ],
    },
  ],
};

function fill(text: string, ctx: NewsContext): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = (ctx as unknown as Record<string, unknown>)[key];
    return value === undefined ? whole : String(value);
  });
}

export function templatedNews(rng: Rng, category: string, ctx: NewsContext): NewsText {
  const template = rng.pick(TEMPLATES[category] ?? TEMPLATES.verband ?? []);
  return {
    title: fill(template.title, ctx),
    teaser: fill(template.teaser, ctx),
    paragraphs: template.paragraphs.map((p) => fill(p, ctx)),
  };
}

export interface MatchReportInput {
  home: string;
  guest: string;
  homeGoals: number;
  guestGoals: number;
  competition: string;
  scorer: string;
  minute: number;
  town: string;
}

/** A short match report that agrees with the stored result. */
export function matchReport(rng: Rng, m: MatchReportInput): NewsText {
  const score = `${m.homeGoals}:${m.guestGoals}`;
  if (m.homeGoals === m.guestGoals) {
    return {
      title: `${m.home} und ${m.guest} trennen sich ${score}`,
      teaser: `Im Spiel der ${m.competition} gab es zwischen ${m.home} und ${m.guest} keinen Sieger.`,
      paragraphs: [
        `Vor rund ${rng.int(80, 400)} Zuschauern in ${m.town} entwickelte sich eine ausgeglichene Partie. Beide Teams hatten Chancen, am Ende stand ein ${score}.`,
        `${m.scorer} sorgte in der ${m.minute}. Minute für den viel umjubelten Treffer. „Mit dem Punkt können wir leben“, hieß es nach dem Abpfiff aus beiden Lagern.`,
      ],
    };
  }
  const homeWon = m.homeGoals > m.guestGoals;
  const winner = homeWon ? m.home : m.guest;
  const loser = homeWon ? m.guest : m.home;
  const verb =
    Math.abs(m.homeGoals - m.guestGoals) >= 3
      ? 'deklassiert'
      : rng.pick(['schlägt', 'besiegt', 'bezwingt']);
  return {
    title: `${winner} ${verb} ${loser} mit ${homeWon ? score : `${m.guestGoals}:${m.homeGoals}`}`,
    teaser: `${homeWon ? 'Heimsieg' : 'Auswärtssieg'} in der ${m.competition}: ${winner} setzt sich gegen ${loser} durch.`,
    paragraphs: [
      `Vor rund ${rng.int(80, 400)} Zuschauern in ${m.town} erwischte ${winner} den besseren Start. Spätestens nach dem Treffer von ${m.scorer} in der ${m.minute}. Minute war die Partie entschieden.`,
      `${loser} steckte nie auf, fand aber kein Mittel gegen die kompakte Defensive. Am Ende stand ein verdientes ${score}.`,
      `In der Tabelle der ${m.competition} ${homeWon ? 'festigt' : 'verbessert'} ${winner} damit die eigene Position.`,
    ],
  };
}
