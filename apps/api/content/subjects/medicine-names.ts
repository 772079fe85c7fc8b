import type { SubjectConfig } from './types.ts';

// Generic names of medicines. Brand names appear only as "Also called"; drugs of abuse are left out.
export const medicineNames: SubjectConfig = {
  slug: 'medicine-names',
  searchWords: 'drug',
  domains: [],
  labels: [],
  parents: [
    { ref: 'medicine#(medicine)', depth: 6, tier: 2 },
    { ref: 'drug#medicine or narcotic', depth: 6, tier: 3 },
  ],
  namedProductsOnly: true,
  termStyle: 'generic',
  core: [
    'paracetamol=acetaminophen',
    'aspirin#acetylated',
    'ibuprofen',
    'naproxen',
    'diclofenac',
    'amoxicillin',
    'ampicillin',
    'penicillin',
    'azithromycin',
    'erythromycin',
    'tetracycline',
    'doxycycline',
    'ciprofloxacin',
    'cephalexin',
    'streptomycin',
    'vancomycin',
    'gentamicin',
    'metronidazole',
    'chloramphenicol',
    'isoniazid',
    'rifampin',
    'chloroquine',
    'quinine',
    'acyclovir',
    'zidovudine',
    'fluconazole',
    'nystatin',
    'metformin',
    'insulin',
    'glipizide',
    'atorvastatin',
    'simvastatin',
    'lovastatin',
    'warfarin',
    'heparin',
    'clopidogrel=clopidogrel bisulfate',
    'digoxin',
    'propranolol',
    'atenolol',
    'metoprolol',
    'amlodipine=amlodipine besylate',
    'nifedipine',
    'verapamil',
    'diltiazem',
    'lisinopril',
    'enalapril',
    'captopril',
    'losartan',
    'furosemide',
    'hydrochlorothiazide',
    'spironolactone',
    'omeprazole',
    'lansoprazole',
    'ranitidine',
    'cimetidine',
    'famotidine',
    'loperamide',
    'metoclopramide',
    'ondansetron',
    'cetirizine',
    'loratadine',
    'diphenhydramine',
    'prednisone',
    'hydrocortisone',
    'dexamethasone',
    'levothyroxine',
    'fluoxetine',
    'sertraline',
    'paroxetine',
    'amitriptyline',
    'lithium carbonate',
    'haloperidol',
    'chlorpromazine',
    'risperidone',
    'olanzapine',
    'carbamazepine',
    'phenytoin',
    'valproic acid',
    'levodopa',
    'donepezil',
    'sumatriptan',
    'lidocaine',
    'procaine',
    'allopurinol',
    'methotrexate',
    'tamoxifen',
    'cisplatin',
    'cyclosporine',
    'azathioprine',
    'sildenafil',
    'oxytocin',
    'misoprostol',
    'folic acid',
    'ferrous sulfate',
    'mebendazole',
    'ivermectin',
    'permethrin',
    'chlorhexidine',
    'pantoprazole',
    'montelukast',
    'salbutamol=albuterol',
    'ceftriaxone',
    'artemisinin',
    'oral rehydration salts',
    'atropine',
    'adrenaline=epinephrine',
    'dopamine',
    'benzylpenicillin=penicillin G',
    'miconazole',
    'mefloquine',
    'primaquine',
    'terbinafine',
    'dapsone',
    'mannitol',
    'glyburide',
    'colchicine',
    'hydroxychloroquine',
    'naloxone',
    'imipramine',
    'clozapine',
    'gabapentin',
    'estradiol',
    'progesterone',
    'testosterone',
    'medroxyprogesterone',
    'clomiphene',
    'fluorouracil',
    'doxorubicin',
    'vincristine',
    'interferon',
    'infliximab#monoclonal',
    'lamivudine',
    'ribavirin',
  ],
  handWritten: [
    {
      term: 'diclofenac',
      definition:
        'a nonsteroidal anti-inflammatory drug (NSAID) used to relieve pain, swelling and stiffness, as in arthritis',
    },
    {
      term: 'fluconazole',
      definition:
        'an oral azole antifungal used to treat yeast infections such as thrush and cryptococcal meningitis',
    },
    {
      term: 'propranolol',
      definition:
        'a non-selective beta blocker used to treat high blood pressure, angina and irregular heart rhythms and to prevent migraine',
    },
    {
      term: 'losartan',
      definition:
        'an angiotensin II receptor blocker (ARB) used to treat high blood pressure and to protect the kidneys in diabetes',
    },
    {
      term: 'loperamide',
      definition:
        'an opioid-receptor drug that acts on the gut to slow bowel movements; used to treat diarrhoea',
    },
    {
      term: 'metoclopramide',
      definition:
        'a dopamine antagonist used to treat nausea and vomiting and to speed emptying of the stomach',
    },
    {
      term: 'ondansetron',
      definition:
        'a serotonin (5-HT3) receptor antagonist used to prevent nausea and vomiting after chemotherapy or surgery',
    },
    {
      term: 'cetirizine',
      definition:
        'a second-generation antihistamine that causes little drowsiness; used for hay fever, hives and other allergies',
    },
    {
      term: 'loratadine',
      definition:
        'a long-acting, non-sedating antihistamine used to relieve the symptoms of allergies such as hay fever',
    },
    {
      term: 'levothyroxine',
      definition:
        'a synthetic form of the thyroid hormone thyroxine, used to treat an underactive thyroid (hypothyroidism)',
    },
    {
      term: 'paroxetine',
      definition:
        'a selective serotonin reuptake inhibitor (SSRI) used to treat depression, panic disorder and anxiety disorders',
    },
    {
      term: 'risperidone',
      definition: 'an atypical antipsychotic used to treat schizophrenia and bipolar disorder',
    },
    {
      term: 'olanzapine',
      definition:
        'an atypical antipsychotic used to treat schizophrenia and the manic episodes of bipolar disorder',
    },
    {
      term: 'carbamazepine',
      definition:
        'an anticonvulsant used to treat epilepsy and trigeminal neuralgia and as a mood stabiliser',
    },
    {
      term: 'donepezil',
      definition: 'a cholinesterase inhibitor used to treat the memory symptoms of Alzheimer’s disease',
    },
    {
      term: 'sumatriptan',
      definition:
        'a triptan (serotonin receptor agonist) used to relieve migraine attacks and cluster headaches',
    },
    {
      term: 'cisplatin',
      definition:
        'a platinum-containing chemotherapy drug used to treat cancers of the testis, ovary, bladder, lung and others',
    },
    {
      term: 'cyclosporine',
      definition:
        'an immunosuppressant used to prevent rejection of transplanted organs and to treat some autoimmune diseases',
      synonyms: ['ciclosporin'],
    },
    {
      term: 'misoprostol',
      definition:
        'a prostaglandin analogue used to prevent stomach ulcers caused by NSAIDs and, in obstetrics, to prevent bleeding after childbirth',
    },
    {
      term: 'ferrous sulfate',
      definition: 'an iron salt taken by mouth to prevent and treat iron-deficiency anaemia',
    },
    {
      term: 'ivermectin',
      definition:
        'an antiparasitic drug used to treat river blindness, strongyloidiasis, scabies and head lice',
    },
    {
      term: 'permethrin',
      definition: 'an insecticide applied to the skin as a cream or lotion to treat scabies and head lice',
    },
    {
      term: 'pantoprazole',
      definition:
        'a proton pump inhibitor that reduces stomach acid; used for acid reflux and stomach ulcers',
    },
    {
      term: 'montelukast',
      definition:
        'a leukotriene receptor antagonist taken by mouth to prevent asthma attacks and relieve allergic rhinitis',
    },
    {
      term: 'ceftriaxone',
      definition:
        'a third-generation cephalosporin antibiotic given by injection for serious bacterial infections',
    },
    {
      term: 'artemisinin',
      definition:
        'an antimalarial drug obtained from sweet wormwood; its derivatives are the basis of the main treatments for malaria',
    },
    {
      term: 'oral rehydration salts',
      definition:
        'a mixture of glucose and salts dissolved in water and drunk to replace the fluid and electrolytes lost in diarrhoea',
    },
  ],
  // WordNet files every sedative (antipsychotics too) under "drug of abuse", so the abused branches are named.
  excludeBranches: [
    'amphetamine',
    'lysergic acid diethylamide',
    'soft drug',
    'gateway drug',
    'tobacco#leaves',
    'alcohol#liquor',
    'barbiturate',
    'benzodiazepine',
    'methaqualone',
    'chloral hydrate',
    'narcotic',
    'hallucinogen',
    'controlled substance',
    'intoxicant',
    'stimulant#quickens',
    'abortifacient',
  ],
  excludeTerms: [
    // WordNet misspellings of paroxetine and propranolol, which are listed with their own entries.
    'paroxetime',
    'propanolol',
    'brand-name drug',
    'mild silver protein',
    'hydromorphone hydrochloride',
    'propoxyphene',
    'pentazocine',
  ],
  maxTerms: 380,
};
