import { schema, type Db } from '../core/db/pool.ts';
import { newId } from '../core/ids.ts';

const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('');

/**
 * The texts the programme team placed on the home page: Demo Day for everyone, and the
 * founders' office hours. Stored as the server keeps them (sanitised HTML, one value per language).
 */
const WIDGETS = [
  {
    roleTypes: [] as string[],
    title: {
      en: 'Demo Day on 12 March',
      fr: 'Demo Day le 12 mars',
      ar: 'يوم العرض في 12 مارس',
      es: 'Demo Day el 12 de marzo',
      de: 'Demo Day am 12. März',
      pt: 'Demo Day em 12 de março',
      tr: '12 Mart’ta Demo Day',
      uk: 'Demo Day 12 березня',
      ko: '3월 12일 데모 데이',
    },
    body: {
      en: p(
        '<strong>Twelve startups pitch to 150 investors</strong> at Station F, Paris, from 14:00.',
        'Founders: send your final deck to your coach by <strong>5 March</strong>. Rehearsals run on 9 and 10 March.',
      ),
      fr: p(
        '<strong>Douze startups pitchent devant 150 investisseurs</strong> à Station F, Paris, à partir de 14 h.',
        'Fondateurs : envoyez votre deck final à votre coach avant le <strong>5 mars</strong>. Les répétitions ont lieu les 9 et 10 mars.',
      ),
      ar: p(
        '<strong>اثنتا عشرة شركة ناشئة تعرض أمام 150 مستثمرًا</strong> في Station F بباريس ابتداءً من الساعة 14:00.',
        'أيها المؤسسون: أرسلوا العرض النهائي إلى المدرّب قبل <strong>5 مارس</strong>. التدريبات يومي 9 و10 مارس.',
      ),
      es: p(
        '<strong>Doce startups presentan ante 150 inversores</strong> en Station F, París, desde las 14:00.',
        'Fundadores: enviad vuestra presentación final a vuestro coach antes del <strong>5 de marzo</strong>. Los ensayos son el 9 y el 10 de marzo.',
      ),
      de: p(
        '<strong>Zwölf Startups pitchen vor 150 Investoren</strong> in der Station F, Paris, ab 14:00 Uhr.',
        'Gründerinnen und Gründer: Schickt euer finales Deck bis zum <strong>5. März</strong> an euren Coach. Proben am 9. und 10. März.',
      ),
      pt: p(
        '<strong>Doze startups apresentam-se a 150 investidores</strong> na Station F, Paris, a partir das 14h.',
        'Fundadores: enviem o pitch final ao vosso coach até <strong>5 de março</strong>. Os ensaios são a 9 e 10 de março.',
      ),
      tr: p(
        '<strong>On iki girişim 150 yatırımcıya sunum yapıyor</strong>: Station F, Paris, saat 14:00’ten itibaren.',
        'Kurucular: son sunumunuzu <strong>5 Mart</strong>’a kadar koçunuza gönderin. Provalar 9 ve 10 Mart’ta.',
      ),
      uk: p(
        '<strong>Дванадцять стартапів презентують себе 150 інвесторам</strong> у Station F, Париж, з 14:00.',
        'Засновники: надішліть фінальну презентацію своєму коучу до <strong>5 березня</strong>. Репетиції — 9 і 10 березня.',
      ),
      ko: p(
        '<strong>스타트업 12곳이 투자자 150명 앞에서 발표합니다</strong>. 장소: 파리 Station F, 14:00부터.',
        '창업자 여러분은 최종 발표 자료를 <strong>3월 5일</strong>까지 담당 코치에게 보내 주세요. 리허설은 3월 9일과 10일입니다.',
      ),
    },
  },
  {
    roleTypes: ['cofounder', 'founder', 'community_member'],
    title: {
      en: 'Office hours',
      fr: 'Permanences',
      ar: 'ساعات الاستشارة',
      es: 'Horario de consultas',
      de: 'Sprechstunden',
      pt: 'Horário de atendimento',
      tr: 'Danışma saatleri',
      uk: 'Години консультацій',
      ko: '오피스 아워',
    },
    body: {
      en: p(
        'Every <strong>Thursday from 16:00 to 18:00</strong> the programme team is in the Atelier room, no appointment needed.',
        'Bring a question on fundraising, legal or hiring — or just your latest numbers.',
      ),
      fr: p(
        'Chaque <strong>jeudi de 16 h à 18 h</strong>, l’équipe du programme vous attend dans la salle Atelier, sans rendez-vous.',
        'Venez avec une question sur la levée de fonds, le juridique ou le recrutement — ou simplement vos derniers chiffres.',
      ),
      ar: p(
        'كل <strong>خميس من الساعة 16:00 إلى 18:00</strong> يكون فريق البرنامج في قاعة Atelier، دون موعد مسبق.',
        'أحضروا سؤالًا عن التمويل أو الشؤون القانونية أو التوظيف — أو أحدث أرقامكم فقط.',
      ),
      es: p(
        'Cada <strong>jueves de 16:00 a 18:00</strong> el equipo del programa está en la sala Atelier, sin cita previa.',
        'Trae una pregunta sobre financiación, aspectos legales o contratación, o simplemente tus últimas cifras.',
      ),
      de: p(
        'Jeden <strong>Donnerstag von 16 bis 18 Uhr</strong> ist das Programmteam im Raum Atelier, ohne Termin.',
        'Bringt eine Frage zu Finanzierung, Recht oder Recruiting mit – oder einfach eure neuesten Zahlen.',
      ),
      pt: p(
        'Todas as <strong>quintas-feiras das 16h às 18h</strong> a equipa do programa está na sala Atelier, sem marcação.',
        'Traga uma pergunta sobre financiamento, questões jurídicas ou contratação — ou apenas os seus números mais recentes.',
      ),
      tr: p(
        'Her <strong>perşembe 16:00–18:00</strong> arasında program ekibi Atelier salonunda; randevu gerekmez.',
        'Yatırım, hukuk ya da işe alım hakkında bir sorunuzla — ya da sadece son rakamlarınızla — gelin.',
      ),
      uk: p(
        'Щочетверга <strong>з 16:00 до 18:00</strong> команда програми чекає в залі Atelier, без попереднього запису.',
        'Приходьте з питанням про залучення інвестицій, юридичні справи чи найм — або просто з останніми цифрами.',
      ),
      ko: p(
        '매주 <strong>목요일 16:00~18:00</strong>에 프로그램 팀이 Atelier 회의실에 있습니다. 예약은 필요 없습니다.',
        '투자 유치, 법무, 채용에 관한 질문이나 최신 지표를 가지고 오세요.',
      ),
    },
  },
];

const perLanguage = (values: Record<string, string>) => Object.entries(values).map(([language, value]) => ({ language, value }));

/** Places the demo's home page texts, in order, as the admin who wrote them. */
export async function seedDemoDashboard(db: Db, incubatorId: string, adminId: string): Promise<void> {
  await db.insert(schema.dashboardWidgets).values(
    WIDGETS.map((widget, position) => ({
      incubatorId,
      id: newId(),
      kind: 'text',
      title: perLanguage(widget.title),
      body: perLanguage(widget.body),
      roleTypes: widget.roleTypes,
      position,
      createdBy: adminId,
    })),
  );
}
