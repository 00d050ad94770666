import { and, eq, isNotNull, max } from 'drizzle-orm';
import type { Language } from '@seedbed/contracts/languages';
import type { LocalizedText } from '@seedbed/contracts/forms';
import type { MetricCategory, MetricUnitType } from '@seedbed/contracts/metrics';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { incubatorFlags } from '../setup/schema.ts';

type Texts = Record<Language, string>;

interface CoreMetric {
  key: string;
  unitType: MetricUnitType;
  category: MetricCategory;
  name: Texts;
  description: Texts;
}

/**
 * The core metrics of the plan (coreMetrics): every organisation with the flag has them, monthly,
 * in its own currency for money. They may be renamed and given rules, never deleted.
 */
export const CORE_METRICS: readonly CoreMetric[] = [
  {
    key: 'revenue',
    unitType: 'MONETARY',
    category: 'finance',
    name: {
      en: 'Revenue',
      fr: 'Chiffre d’affaires',
      es: 'Ingresos',
      ar: 'الإيرادات',
      ko: '매출',
      uk: 'Виручка',
      de: 'Umsatz',
      pt: 'Receita',
      tr: 'Gelir',
    },
    description: {
      en: 'Money earned from sales during the period.',
      fr: 'Argent gagné par les ventes pendant la période.',
      es: 'Dinero obtenido por las ventas durante el periodo.',
      ar: 'الأموال المكتسبة من المبيعات خلال الفترة.',
      ko: '해당 기간 동안 판매로 벌어들인 금액.',
      uk: 'Гроші, отримані від продажів за період.',
      de: 'Im Zeitraum durch Verkäufe eingenommenes Geld.',
      pt: 'Dinheiro obtido com vendas durante o período.',
      tr: 'Dönem boyunca satışlardan elde edilen para.',
    },
  },
  {
    key: 'mrr',
    unitType: 'MONETARY',
    category: 'finance',
    name: {
      en: 'Monthly recurring revenue',
      fr: 'Revenu mensuel récurrent',
      es: 'Ingresos recurrentes mensuales',
      ar: 'الإيرادات الشهرية المتكررة',
      ko: '월간 반복 매출',
      uk: 'Щомісячний регулярний дохід',
      de: 'Monatlich wiederkehrender Umsatz',
      pt: 'Receita recorrente mensal',
      tr: 'Aylık yinelenen gelir',
    },
    description: {
      en: 'Revenue from subscriptions and contracts that renews every month.',
      fr: 'Revenu des abonnements et contrats qui se renouvelle chaque mois.',
      es: 'Ingresos de suscripciones y contratos que se renuevan cada mes.',
      ar: 'الإيرادات من الاشتراكات والعقود التي تتجدد كل شهر.',
      ko: '매달 갱신되는 구독 및 계약에서 발생하는 매출.',
      uk: 'Дохід від підписок і договорів, що поновлюються щомісяця.',
      de: 'Umsatz aus Abonnements und Verträgen, der sich jeden Monat erneuert.',
      pt: 'Receita de assinaturas e contratos que se renova mensalmente.',
      tr: 'Her ay yenilenen aboneliklerden ve sözleşmelerden gelen gelir.',
    },
  },
  {
    key: 'burnRate',
    unitType: 'MONETARY',
    category: 'finance',
    name: {
      en: 'Burn rate',
      fr: 'Taux de consommation de trésorerie',
      es: 'Tasa de consumo de caja',
      ar: 'معدل حرق النقد',
      ko: '현금 소진율',
      uk: 'Швидкість витрачання коштів',
      de: 'Burn-Rate',
      pt: 'Taxa de queima de caixa',
      tr: 'Nakit yakma hızı',
    },
    description: {
      en: 'Cash spent during the period beyond what came in.',
      fr: 'Trésorerie dépensée pendant la période au-delà de ce qui est entré.',
      es: 'Efectivo gastado durante el periodo por encima de lo ingresado.',
      ar: 'النقد المصروف خلال الفترة زيادةً على ما دخل.',
      ko: '해당 기간 동안 들어온 금액을 넘어 지출한 현금.',
      uk: 'Кошти, витрачені за період понад надходження.',
      de: 'Im Zeitraum ausgegebenes Geld über die Einnahmen hinaus.',
      pt: 'Caixa gasto durante o período além do que entrou.',
      tr: 'Dönem boyunca gelenin ötesinde harcanan nakit.',
    },
  },
  {
    key: 'cashInBank',
    unitType: 'MONETARY',
    category: 'finance',
    name: {
      en: 'Cash in bank',
      fr: 'Trésorerie disponible',
      es: 'Efectivo en el banco',
      ar: 'النقد في البنك',
      ko: '은행 잔고',
      uk: 'Кошти на рахунку',
      de: 'Kontostand',
      pt: 'Caixa no banco',
      tr: 'Bankadaki nakit',
    },
    description: {
      en: 'Money in the bank at the end of the period.',
      fr: 'Argent en banque à la fin de la période.',
      es: 'Dinero en el banco al final del periodo.',
      ar: 'الأموال في البنك في نهاية الفترة.',
      ko: '기간 말 은행에 있는 금액.',
      uk: 'Гроші на банківському рахунку наприкінці періоду.',
      de: 'Geld auf dem Bankkonto am Ende des Zeitraums.',
      pt: 'Dinheiro no banco no fim do período.',
      tr: 'Dönem sonunda bankadaki para.',
    },
  },
  {
    key: 'runway',
    unitType: 'MONTHS',
    category: 'finance',
    name: {
      en: 'Runway',
      fr: 'Autonomie financière',
      es: 'Pista financiera',
      ar: 'مدة الاستمرار المالي',
      ko: '런웨이',
      uk: 'Фінансовий запас',
      de: 'Runway',
      pt: 'Pista financeira',
      tr: 'Nakit ömrü',
    },
    description: {
      en: 'Months the startup can keep going with the cash it has at its current burn rate.',
      fr: 'Nombre de mois que la startup peut tenir avec sa trésorerie au rythme actuel de dépenses.',
      es: 'Meses que la startup puede seguir con el efectivo que tiene al ritmo actual de gasto.',
      ar: 'عدد الأشهر التي تستطيع الشركة الناشئة الاستمرار فيها بالنقد المتوفر وفق معدل الحرق الحالي.',
      ko: '현재 소진율로 보유 현금으로 스타트업이 버틸 수 있는 개월 수.',
      uk: 'Скільки місяців стартап протримається з наявними коштами за поточних витрат.',
      de: 'Monate, die das Startup mit seinem Geld bei der aktuellen Burn-Rate durchhält.',
      pt: 'Meses que a startup consegue seguir com o caixa que tem ao ritmo atual de gastos.',
      tr: 'Girişimin mevcut harcama hızıyla elindeki nakitle dayanabileceği ay sayısı.',
    },
  },
  {
    key: 'employees',
    unitType: 'EMPLOYEE',
    category: 'non-tagged',
    name: {
      en: 'Employees',
      fr: 'Salariés',
      es: 'Empleados',
      ar: 'الموظفون',
      ko: '직원 수',
      uk: 'Працівники',
      de: 'Mitarbeitende',
      pt: 'Funcionários',
      tr: 'Çalışanlar',
    },
    description: {
      en: 'People working for the startup at the end of the period, founders included.',
      fr: 'Personnes travaillant pour la startup à la fin de la période, fondateurs compris.',
      es: 'Personas que trabajan para la startup al final del periodo, incluidos los fundadores.',
      ar: 'الأشخاص العاملون في الشركة الناشئة في نهاية الفترة، بمن فيهم المؤسسون.',
      ko: '기간 말 스타트업에서 일하는 인원(창업자 포함).',
      uk: 'Люди, які працюють у стартапі наприкінці періоду, разом із засновниками.',
      de: 'Personen, die am Ende des Zeitraums für das Startup arbeiten, einschließlich der Gründer.',
      pt: 'Pessoas que trabalham para a startup no fim do período, incluindo os fundadores.',
      tr: 'Dönem sonunda girişimde çalışan kişiler, kurucular dahil.',
    },
  },
  {
    key: 'customers',
    unitType: 'CUSTOMER',
    category: 'sales',
    name: {
      en: 'Customers',
      fr: 'Clients',
      es: 'Clientes',
      ar: 'العملاء',
      ko: '고객 수',
      uk: 'Клієнти',
      de: 'Kunden',
      pt: 'Clientes',
      tr: 'Müşteriler',
    },
    description: {
      en: 'Paying customers at the end of the period.',
      fr: 'Clients payants à la fin de la période.',
      es: 'Clientes de pago al final del periodo.',
      ar: 'العملاء الدافعون في نهاية الفترة.',
      ko: '기간 말 유료 고객 수.',
      uk: 'Клієнти, що платять, наприкінці періоду.',
      de: 'Zahlende Kunden am Ende des Zeitraums.',
      pt: 'Clientes pagantes no fim do período.',
      tr: 'Dönem sonunda ödeme yapan müşteriler.',
    },
  },
  {
    key: 'activeUsers',
    unitType: 'USER',
    category: 'non-tagged',
    name: {
      en: 'Active users',
      fr: 'Utilisateurs actifs',
      es: 'Usuarios activos',
      ar: 'المستخدمون النشطون',
      ko: '활성 사용자 수',
      uk: 'Активні користувачі',
      de: 'Aktive Nutzer',
      pt: 'Usuários ativos',
      tr: 'Aktif kullanıcılar',
    },
    description: {
      en: 'People who used the product during the period.',
      fr: 'Personnes ayant utilisé le produit pendant la période.',
      es: 'Personas que usaron el producto durante el periodo.',
      ar: 'الأشخاص الذين استخدموا المنتج خلال الفترة.',
      ko: '해당 기간 동안 제품을 사용한 사람 수.',
      uk: 'Люди, які користувалися продуктом протягом періоду.',
      de: 'Personen, die das Produkt im Zeitraum genutzt haben.',
      pt: 'Pessoas que usaram o produto durante o período.',
      tr: 'Dönem boyunca ürünü kullanan kişiler.',
    },
  },
  {
    key: 'subscribers',
    unitType: 'SUBSCRIBER',
    category: 'marketing',
    name: {
      en: 'Subscribers',
      fr: 'Abonnés',
      es: 'Suscriptores',
      ar: 'المشتركون',
      ko: '구독자 수',
      uk: 'Підписники',
      de: 'Abonnenten',
      pt: 'Assinantes',
      tr: 'Aboneler',
    },
    description: {
      en: 'People subscribed to the product or its newsletter at the end of the period.',
      fr: 'Personnes abonnées au produit ou à sa lettre d’information à la fin de la période.',
      es: 'Personas suscritas al producto o a su boletín al final del periodo.',
      ar: 'الأشخاص المشتركون في المنتج أو نشرته الإخبارية في نهاية الفترة.',
      ko: '기간 말 제품 또는 뉴스레터를 구독한 사람 수.',
      uk: 'Люди, підписані на продукт або його розсилку наприкінці періоду.',
      de: 'Personen, die das Produkt oder seinen Newsletter am Ende des Zeitraums abonniert haben.',
      pt: 'Pessoas inscritas no produto ou na sua newsletter no fim do período.',
      tr: 'Dönem sonunda ürüne veya bültenine abone olan kişiler.',
    },
  },
  {
    key: 'grossMargin',
    unitType: 'PERCENTAGE',
    category: 'finance',
    name: {
      en: 'Gross margin',
      fr: 'Marge brute',
      es: 'Margen bruto',
      ar: 'هامش الربح الإجمالي',
      ko: '매출 총이익률',
      uk: 'Валова маржа',
      de: 'Bruttomarge',
      pt: 'Margem bruta',
      tr: 'Brüt kâr marjı',
    },
    description: {
      en: 'Share of revenue left after the cost of the goods sold.',
      fr: 'Part du chiffre d’affaires restant après le coût des ventes.',
      es: 'Parte de los ingresos que queda tras el coste de los bienes vendidos.',
      ar: 'نسبة الإيرادات المتبقية بعد تكلفة البضائع المباعة.',
      ko: '판매 원가를 뺀 후 남는 매출의 비율.',
      uk: 'Частка виручки, що залишається після собівартості проданих товарів.',
      de: 'Anteil des Umsatzes, der nach den Kosten der verkauften Waren bleibt.',
      pt: 'Parcela da receita que resta após o custo dos produtos vendidos.',
      tr: 'Satılan malların maliyeti düşüldükten sonra kalan gelir payı.',
    },
  },
];

const localized = (texts: Texts): LocalizedText => Object.entries(texts).map(([language, value]) => ({ language: language as Language, value }));

/**
 * Creates the plan's core metrics the organisation lacks, after its own (idempotent: the unique
 * core key lets a concurrent request's rows win without an error). Nothing when the plan has no
 * core metrics.
 */
export async function ensureCoreMetrics(ctx: Pick<Context, 'incubator'>, db: Db): Promise<void> {
  if (!incubatorFlags(ctx.incubator).coreMetrics) return;
  const m = schema.metrics;
  const tenant = ctx.incubator.id;
  const present = await db
    .select({ coreKey: m.coreKey })
    .from(m)
    .where(and(eq(m.incubatorId, tenant), isNotNull(m.coreKey)));
  const have = new Set(present.map((r) => r.coreKey));
  const missing = CORE_METRICS.filter((c) => !have.has(c.key));
  if (!missing.length) return;
  const [{ last }] = await db
    .select({ last: max(m.position) })
    .from(m)
    .where(eq(m.incubatorId, tenant));
  const start = last === null ? 0 : last + 1;
  await db
    .insert(m)
    .values(
      missing.map((c, index) => ({
        incubatorId: tenant,
        id: newId(),
        coreKey: c.key,
        name: localized(c.name),
        description: localized(c.description),
        unitType: c.unitType,
        category: c.category,
        recurrenceAmount: 1,
        recurrenceType: 'monthly',
        position: start + index,
      })),
    )
    .onConflictDoNothing();
}
