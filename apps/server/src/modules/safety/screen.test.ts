import { describe, expect, it } from 'vitest';

import { tokenize } from '@/lib/text-patterns/tokens';
import { screenConversation, screenText } from './screen';

type Expected = [text: string, category: string | null];

const CASES: Record<string, Expected[]> = {
  en: [
    ["he'll kill me if I tell anyone", 'partner_violence'],
    ["he'd kill me if he knew I was here", 'partner_violence'],
    ["she'll kill me if I forget to record the match again lol", null],
    ['I will kill her if she leaves me', 'harm_to_others'],
    ["I'll kill her if she tells anyone", 'harm_to_others'],
    ["I'll kill him if he ever takes my son", 'harm_to_others'],
    ["I'll kill him if he eats my fries", null],
    ["I'm going to kill her if she spoils the finale", null],
    ["been counting my sertraline and the old tramadol. there's enough", 'self_harm'],
    ['how many zolpidem would it take to not wake up', 'self_harm'],
    ['how much tylenol can I take for a headache', null],
    ['I take sertraline every morning and it helps', null],
    ['I want to die', 'self_harm'],
    ['i just want to kms', 'self_harm'],
    ["I don't want to wake up tomorrow", 'self_harm'],
    ['everyone would be better off without me', 'self_harm'],
    ["I've been wondering how many of my pills it would take", 'self_harm'],
    ['gonna unalive myself lol no seriously', 'self_harm'],
    ['My husband says he wants to kill himself', 'self_harm'],
    ['She threw a glass at my head', 'partner_violence'],
    ['He put his hands around my neck last night', 'partner_violence'],
    ["I walk on eggshells, afraid of what he'll do", 'partner_violence'],
    ['He keeps my bank card and gives me an allowance', 'coercive_control'],
    ["he won't let me see my friends", 'coercive_control'],
    ['he forces me to have sex', 'sexual_coercion'],
    ['he had sex with me while I was asleep', 'sexual_coercion'],
    ['he hits our son with a belt', 'child_at_risk'],
    ["I'm scared I might hurt the baby", 'child_at_risk'],
    ["I know where the gun is and I'm thinking about using it on him", 'harm_to_others'],
    ["next time she does that I'll break her arm", 'harm_to_others'],
    ['this commute is killing me', null],
    ["those dark thoughts are back and they're loud", 'self_harm'],
    ['the thoughts are back, the ones from before my attempt', 'self_harm'],
    ['the intrusive thoughts are back, I want to dye my hair blue', null],
    ['he broke my nose last year', 'partner_violence'],
    ['he broke my nose playing football', null],
    ["if you talk to him again I'll break your arm", 'partner_violence'],
    ["I'll break your arm at arm wrestling tonight", null],
    ['last time was just a warning, you know that', 'partner_violence'],
    ["I'd rather you weren't the one who finds me", 'self_harm'],
    ["mom hasn't come home in three days, I'm 13 and my brother is 4", 'child_at_risk'],
    ["mom hasn't come home in three days, she's at a conference in Berlin", null],
    ['bought two bags of charcoal and put them in the car, not for a bbq', 'self_harm'],
    ['bought charcoal for the bbq tomorrow, got the car loaded', null],
    ['I found your methadone open on the floor with the baby playing next to it', 'child_at_risk'],
    ['I said no three times and you turned me over anyway', 'sexual_coercion'],
    ['the rope is already hanging in the basement. take good care of Jonas', 'self_harm'],
    ['you hit me last night in front of the kids', 'partner_violence'],
    ["you said you'd kill me if I ever left", 'partner_violence'],
    ['you read all my messages and you track my phone', 'coercive_control'],
    ['you forced me to have sex when I said no', 'sexual_coercion'],
    ['you kill me, honestly', null],
    ["you can read my texts whenever, it's all memes", null],
    ['I keep the razor blade in my wallet just in case', 'self_harm'],
    ['I keep imagining pushing him in the pool at the party', null],
    [
      "the baby's been alone in the apartment since this morning and she isn't picking up",
      'child_at_risk',
    ],
    ["our 16 year old is home alone since this morning, he's fine", null],
    [
      "I drank too much at his work party / don't remember getting home. this morning he laughed and said he 'took advantage'",
      'sexual_coercion',
    ],
    ['I blacked out at the party and apparently did karaoke, everyone was filming', null],
    ["I'm going to kill him, he ate the last of the ice cream", null],
    ["I'm going to kill him, he hit my daughter again", 'child_at_risk'],
    ["honestly afraid of what I'll do to him one of these days", 'harm_to_others'],
    ["I'm scared of what I might do to the cake if I keep decorating it", null],
    ["he sent me a photo of my house at night with 'i see you'", 'partner_violence'],
    ["he took my pill away because he wants a baby and says I don't get a say", 'sexual_coercion'],
    ['after every fight we have sex whether I want to or not', 'sexual_coercion'],
    ['I have to do the dishes whether I want to or not', null],
    ["the kids haven't had a proper meal in three days, it's been all takeout", null],
    ["been reading about which pills don't hurt", 'self_harm'],
    ["looking up which pills don't hurt my stomach", null],
    ['drove home at 100 with no seatbelt hoping something would happen', 'self_harm'],
    ["ran the red light on purpose hoping the camera didn't catch it", null],
    ["bought a rope today. we don't even have a tent", 'self_harm'],
    ["I won't live to see the day this train runs on time lol", null],
    ['the only thing keeping me alive rn is the dog', 'self_harm'],
    ["if it weren't for my son, I'd be dead by now", 'self_harm'],
    ["if it weren't for coffee I'd be dead by now", null],
    ["the only reason I'm still here is the kids, I'd have left him years ago", null],
    ['I could murder a pizza', null],
    ["my mom will kill me if we're late", null],
    ["I'm dying to see it", null],
    ['he threw a party', null],
    ['she hit the gym', null],
    ["I'd die for you", null],
    ['he beat me at chess', null],
    ['the kids are driving me crazy', null],
    ['I cut my hair', null],
    ['shoot me a text', null],
    ['she tracks our budget', null],
    ['I took the pills the doctor prescribed', null],
    ['in the movie he hits her and she runs', null],
    ['beat the eggs with the sugar', null],
    ['he drove the kids home from the barbecue after six beers', 'child_at_risk'],
    ['she drives the kids to their swimming lessons, then we have a few beers at home', null],
    ['he drives the kids to high school every morning', null],
    ['I blacked out at his place and the next morning he said we had sex', 'sexual_coercion'],
    ['I blacked out at the wedding and my husband says we danced on the tables lol', null],
    ['ur the one who threw the remote at my face 🙄', 'partner_violence'],
    ['you threw the ball at me so hard in dodgeball lol', null],
    ['he has marks on his back again, his stepmom uses the belt', 'child_at_risk'],
    ['her dad takes the belt to her when she talks back', 'child_at_risk'],
    ['the kids love it when grandma gets out the wooden spoon for baking cookies', null],
    ['cant text my mom from my phone bc he reads everything', 'coercive_control'],
    ['he reads everything about dinosaurs on his phone, total nerd', null],
    ["give me my phone back, you've had it since friday", 'coercive_control'],
    ["my son doesn't get his phone back until he apologizes to his sister, he's grounded", null],
    ["the baby is in the same nappy since this morning and hasn't eaten", 'child_at_risk'],
    ['he shoots up in front of the kids now', 'child_at_risk'],
    ['we watched a film about a dad who does drugs in front of the kids, so sad', null],
    ['he dangled her over the balcony railing to scare me', 'child_at_risk'],
    ['my boss humiliated me again. the knife is already in my bag', 'harm_to_others'],
    ["the knife is already in the picnic bag, don't forget the bread", null],
    [
      'my ex used to throw stuff at me, that was 10 yrs ago and he lives across the country now',
      null,
    ],
    [
      'lately i keep thinking everyone would be better off without me, anyway whatever lol',
      'self_harm',
    ],
    ['we leave our 4 yo home alone at night when we both work the night shift', 'child_at_risk'],
    ['the 15 yo and 17 yo were home alone at night for an hour while i popped to the shop', null],
    [
      "our son has a bruise on his arm / he hit him with the remote because he wouldn't stop crying",
      'child_at_risk',
    ],
    ['our son has a bruise from football, he hit the post with his shin', null],
    [
      'her coach texts her at night and told her to keep their messages a secret from her parents',
      'child_at_risk',
    ],
    ['he told him to keep the birthday present a secret from his mom', null],
    ["my daughter lost so much weight and she hasn't been to school in a month", 'child_at_risk'],
    ['he was acting like he was bleeding out over a paper cut', null],
    ['the ghost pepper wings were so spicy i thought i was gonna die', null],
    [
      "my ex went through my phone every night, that's why i left him in 2016 / my husband is the total opposite",
      null,
    ],
    ["when he's been drinking he forgets to pick up the kids from school", 'child_at_risk'],
    ['there were used needles on the floor in the nursery again', 'child_at_risk'],
    ['the nurse left a needle in the kids room by accident at the hospital visit', null],
    ['my daughter saw her dad choking me last night', 'child_at_risk'],
    ['my manager thinks i walked into a door frame again', 'partner_violence'],
    ['i actually walked into a door lol, so clumsy', null],
    ["i've been hiding his heart pills from him for three days", 'harm_to_others'],
    ["the vet told us to stop giving him his pills, so we're not giving the dog his meds", null],
    ['i stopped taking my insulin last week and nobody knows', 'self_harm'],
    ['i said goodbye to everyone at my leaving party, feeling calm about the move', null],
    ['I hit him with a pillow in a pillow fight and we both cried laughing', null],
    ["she hides my hearing aids so i can't call my daughter", 'coercive_control'],
    ['he only lets me leave the house with him', 'coercive_control'],
    ["when i say no he don't stop, he keep going", 'sexual_coercion'],
    ['i cleaned my rifle and drove past his house twice last night', 'harm_to_others'],
    ['sometimes i let go of the wheel on purpose on the motorway', 'self_harm'],
    ['is it normal that my wife manages our money? i asked her to, i have my own account', null],
    ["back in my twenties a boyfriend hit me. i got out and i've been safe ever since", null],
    ['my daughter has only eaten breakfast so far, lunch is at 1', null],
    ['our son has only been eating pasta since he got back from camp lol', null],
    ['the kids have been living on cereal for days, i cant get out of bed', 'child_at_risk'],
    ["the kids get one meal a day now, i can't afford more", 'child_at_risk'],
    [
      'everyone on the team would be better off without me as captain, i keep dropping the ball',
      null,
    ],
    ["the party would be better off without me, i'm so boring lol", null],
    ['honestly everyone at work and at home would be better off without me', 'self_harm'],
  ],
  es: [
    ['me mataría si supiera que estoy aquí', 'partner_violence'],
    ['mi madre me mataría si supiera lo que gasté', null],
    ['llevo meses guardando el rivotril de mi madre', 'self_harm'],
    ['cuánto paracetamol necesito para la fiebre', null],
    ['Ya no quiero vivir', 'self_harm'],
    ['intenté suicidarme hace años y los pensamientos han vuelto', 'self_harm'],
    ['si te vas con los niños te juro que te busco y no vuelves a caminar', 'partner_violence'],
    ['prefiero que no seas tú quien me encuentre', 'self_harm'],
    ['busqué qué veneno no tiene sabor', 'harm_to_others'],
    ['compré carbón y lo dejé en el coche, no es para asado', 'self_harm'],
    ['el primo entraba de noche a su cuarto y la tocaba, tiene once años', 'child_at_risk'],
    ['me pegaste anoche delante de los niños', 'partner_violence'],
    ['me revisas el celular y me rastreas', 'coercive_control'],
    ['me pegaste el resfriado, trae pañuelos', null],
    ['mi marido le hace arrodillarse sobre arroz al niño', 'child_at_risk'],
    ['guardo una cuchilla en la cartera por si acaso', 'self_harm'],
    ['solo me dio un bofetón porque llegué tarde', 'partner_violence'],
    [
      'va a recoger a los niños al cole / lleva bebiendo desde el mediodía, no se tiene en pie',
      'child_at_risk',
    ],
    ['estoy arriba del parking / diles a los niños que los quiero', 'self_harm'],
    ['la voy a matar, se comió el último trozo de pizza', null],
    [
      'a mi suegra la voy a empujar por las escaleras y voy a decir que se tropezó',
      'harm_to_others',
    ],
    ['tengo miedo de lo que le pueda hacer si me vuelve a gritar', 'harm_to_others'],
    ["mi ex me mandó una foto de mi casa de noche con un 'te estoy viendo'", 'partner_violence'],
    ['me escondió la píldora porque quiere otro hijo', 'sexual_coercion'],
    ['después de cada pelea hay sexo quiera o no quiera', 'sexual_coercion'],
    ['tengo que ir a casa de su madre quiera o no', null],
    ['he estado buscando formas de irme sin dolor', 'self_harm'],
    ['manejé a 180 sin cinturón esperando que pasara algo', 'self_harm'],
    ['lo único que me mantiene con vida es mi hija', 'self_harm'],
    ['si no fuera por mis hijos, ya me habría matado', 'self_harm'],
    ['si no fuera por el café ya estaría muerta jajaja', null],
    ['no aguanto más', 'self_harm'],
    ['Mi pareja me empujó contra la pared', 'partner_violence'],
    ['me amenazó con matarme', 'partner_violence'],
    ['se queda con mi sueldo', 'coercive_control'],
    ['me obliga a tener relaciones', 'sexual_coercion'],
    ['le pega a nuestro hijo con el cinturón', 'child_at_risk'],
    ['lo voy a matar', 'harm_to_others'],
    ['me muero de ganas de verte', null],
    ['me mata el tráfico', null],
    ['me pegó un susto', null],
    ['maneja con los niños atrás después de chuparse 6 chelas', 'child_at_risk'],
    ['maneja con los niños a la escuela, el año pasado chocamos con un poste', null],
    ['estaba tan pedo que no me acuerdo de nada, pero él dice que lo hicimos', 'sexual_coercion'],
    ['no me acuerdo de nada de la fiesta, dice que bailamos toda la noche jaja', null],
    ['tú me tiraste el plato a la cara delante de tu madre', 'partner_violence'],
    ['me tiraste un beso desde el coche, qué lindo', null],
    ['no puedo escribirle a mi hermana, él lo lee todo en el celular', 'coercive_control'],
    ['ella lee todo lo que encuentra sobre jardinería en el móvil', null],
    ['el crío lleva el mismo pañal desde la mañana y sin comer', 'child_at_risk'],
    ['me ibas a matar si me iba con los niños', 'partner_violence'],
    ['mi madre me va a matar si me voy sin despedirme jaja', null],
    ['se mete coca delante de los niños', 'child_at_risk'],
    ['lo colgó por el balcón para asustarlo', 'child_at_risk'],
    ['el cuchillo ya está en la mochila, mañana ese cabrón me las paga', 'harm_to_others'],
    ['últimamente pienso que todos estarían mejor sin mí, pero bueno, da igual jaja', 'self_harm'],
    ['mis hijos llevan semanas comiendo solo pan, yo no me levanto de la cama', 'child_at_risk'],
    ['los niños llevan días comiendo solo pizza por la mudanza jaja', null],
    [
      'la nena tiene un moretón en la pierna / él le pegó con la chancla porque no se dormía',
      'child_at_risk',
    ],
    ['el peque está en los huesos y no va al cole desde hace un mes', 'child_at_risk'],
    ['sé dónde vive el tipo ese, y me las va a pagar, ya tengo un plan', 'harm_to_others'],
    ['el médico me dio algo para dormir y ya descanso mejor', null],
    ['si no me escribe hoy me voy a morir sola con mis gatos jaja', null],
    [
      'mi ex me revisaba el celular a diario, por eso lo dejé en 2015 / mi marido es todo lo contrario',
      null,
    ],
    ['cuando está borracha se olvida de recoger a los niños del cole', 'child_at_risk'],
    ['le dije a mi jefa que me caí por las escaleras, otra vez', 'partner_violence'],
    ['dejé de tomar mis pastillas del corazón y me da igual lo que pase', 'self_harm'],
    ['escribí una carta de despedida a mis compañeros de trabajo, me voy el lunes', null],
    ['le pegué un susto de muerte a mi hermano escondiéndome en el armario', null],
    ['mi marido me esconde los audífonos para que no hable por teléfono', 'coercive_control'],
    [
      'todas las cuentas están a su nombre y tengo que pedírselo todo, no tengo acceso',
      'coercive_control',
    ],
  ],
  fr: [
    ["j'ai acheté un fusil pour la chasse, on part samedi avec mon beau-père", null],
    ["j'ai acheté un fusil, pas pour la chasse. ce soir.", 'harm_to_others'],
    ['si je pars, il me tue', 'partner_violence'],
    ['si je parle de la fin du film, il me tue 😂', null],
    ["j'ai mis de côté tout mon lexomil", 'self_harm'],
    ['combien de doliprane faut-il pour une migraine', null],
    ["j'en peux plus de vivre", 'self_harm'],
    ['les idées noires sont revenues, comme avant ma tentative', 'self_harm'],
    ['les idées de déco sont revenues, on repeint le salon', null],
    ['si tu parles encore à ton ex je te casse le bras', 'partner_violence'],
    ['je préfère que ce soit pas toi qui me trouves', 'self_harm'],
    ['quand il fait une bêtise son père le prive de repas, parfois deux jours', 'child_at_risk'],
    ["j'ai arrêté de prendre mon insuline exprès", 'self_harm'],
    ["j'ai retrouvé ta méthadone ouverte par terre, le petit jouait à côté", 'child_at_risk'],
    ["tu m'as frappée hier soir devant les enfants", 'partner_violence'],
    ['tu lis tous mes messages et tu me géolocalises', 'coercive_control'],
    ["tu as lu le livre que je t'ai prêté ?", null],
    ['il le fait mettre à genoux sur du riz pendant une heure', 'child_at_risk'],
    ["j'ai toujours une lame dans mon portefeuille, au cas où", 'self_harm'],
    ["le bébé est seul à l'appart depuis ce matin, elle répond pas", 'child_at_risk'],
    [
      "j'ai trop bu hier / je me souviens de rien, ce matin j'étais nue et il a dit que j'étais chaude",
      'sexual_coercion',
    ],
    ['je vais le tuer, il a encore laissé ses chaussettes sur le canapé', null],
    ["je vais lui faire la peau, et c'est pas une façon de parler", 'harm_to_others'],
    ["j'ai peur de ce que je pourrais lui faire", 'harm_to_others'],
    ["j'ai peur de ce que je pourrais dire à sa mère", null],
    ["il a jeté ma pilule parce qu'il veut un enfant", 'sexual_coercion'],
    ['le chien a mangé ma pilule, je dois rappeler la pharmacie', null],
    ['après chaque dispute il faut coucher, que je le veuille ou non', 'sexual_coercion'],
    ["j'ai plus le droit de voir mes copines", 'coercive_control'],
    ['je cherche quels médicaments font pas souffrir', 'self_harm'],
    ["je cherche quels médicaments font pas mal à l'estomac", null],
    ["j'ai roulé à 180 sans ceinture en espérant que ça se termine", 'self_harm'],
    ["la seule chose qui me maintient en vie c'est ma fille", 'self_harm'],
    ["sans mon chien je me serais déjà foutue en l'air", 'self_harm'],
    ["la seule chose qui me maintient en vie cette semaine c'est le café", null],
    ["il m'a frappée hier soir", 'partner_violence'],
    ['il lit mes messages', 'coercive_control'],
    ["m'oblige à avoir des rapports", 'sexual_coercion'],
    ['il frappe notre fils', 'child_at_risk'],
    ['je vais le tuer', 'harm_to_others'],
    ['je meurs de faim', null],
    ['ça me tue', null],
    ['il me bat aux échecs', null],
    ['il a ramené les petits en voiture complètement bourré hier soir', 'child_at_risk'],
    ["il conduit les enfants à l'école, moi je bois un café", null],
    ["tu m'as lancé la tasse à la figure", 'partner_violence'],
    ["tu m'as lancé un regard noir pendant tout le dîner", null],
    ["il m'a juste mis quelques baffes, il était fatigué", 'partner_violence'],
    ["il m'en a collé une devant les enfants", 'partner_violence'],
    ["ce film m'a mis une claque, incroyable", null],
    ["il m'a mis une raclée au padel dimanche", null],
    ["mon fils m'a donné un coup de pied sans faire exprès en dormant", null],
    ['il lit tout sur mon portable, je peux plus parler à mes copines', 'coercive_control'],
    ['la petite a la même couche depuis ce matin et rien mangé', 'child_at_risk'],
    ['il se drogue devant les enfants', 'child_at_risk'],
    ["il l'a tenu au-dessus du balcon pour lui faire peur", 'child_at_risk'],
    ['le couteau est déjà dans mon sac, il va comprendre demain', 'harm_to_others'],
    ['franchement je me dis souvent que tout le monde serait mieux sans moi, bref', 'self_harm'],
    ["le p'tit de 4 ans reste tout seul à l'appart le soir quand on sort", 'child_at_risk'],
    ["la petite a des bleus sur le bras / il l'a tapée avec la ceinture hier", 'child_at_risk'],
    ["s'il la touche encore je le bute, je me suis procuré un flingue", 'harm_to_others'],
    ['à chaque réunion il descend les idées des autres, je les descends en flammes aussi', null],
    ["il faisait comme s'il allait mourir pour un petit rhume", null],
    ["personne ne m'a répondu, je vais mourir seule avec mes chats mdr", null],
    [
      "mon ex lisait mes messages, c'est pour ça que je l'ai quitté en 2012 / mon copain c'est le contraire",
      null,
    ],
    ["quand il a bu, il oublie d'aller chercher les enfants à l'école", 'child_at_risk'],
    ['notre fils a vu son père me gifler devant la télé', 'child_at_risk'],
    ["au travail, j'ai dit que je me suis cognée contre un placard", 'partner_violence'],
    ['je dis que je suis tombée amoureuse à vingt ans', null],
    ['on a mis le contrôle parental sur la tablette de la petite pour limiter les écrans', null],
    ['il me cache mes lunettes pour que je ne puisse pas lire mes messages', 'coercive_control'],
    ["j'ai nettoyé mon fusil et je suis passé devant chez lui deux fois", 'harm_to_others'],
  ],
  de: [
    ['ich sammle seit wochen tavor', 'self_harm'],
    ['wie viel ibuprofen braucht man gegen kopfschmerzen', null],
    ['Ich will nicht mehr leben', 'self_harm'],
    ['die gedanken von damals sind wieder da, die vor meinem versuch', 'self_harm'],
    ['wenn du nochmal mit ihm redest, brech ich dir die hand', 'partner_violence'],
    ['du wirst wieder rollkragen tragen müssen, das versprech ich dir', 'partner_violence'],
    ['du hast mir was in den wein getan', 'sexual_coercion'],
    [
      'meine mutter is seit 3 tagen nich heimgekommen. ich bin 13 und mein bruder is 4',
      'child_at_risk',
    ],
    ['ich spritze seit einer woche absichtlich kein insulin mehr', 'self_harm'],
    [
      'der cousin ist nachts in ihr zimmer gekommen und hat sie angefasst, sie ist elf',
      'child_at_risk',
    ],
    ['ich hab dreimal nein gesagt und du hast mich trotzdem umgedreht', 'sexual_coercion'],
    ['das seil hängt schon im keller am balken. pass gut auf jonas auf', 'self_harm'],
    ['du hast mir verboten, zum deutschkurs zu gehen', 'coercive_control'],
    ['er lässt unseren sohn auf reis knien', 'child_at_risk'],
    ['ich hab eine rasierklinge im portemonnaie, für alle fälle', 'self_harm'],
    [
      'er will die kinder vom kindergarten abholen / er trinkt seit mittag und kann kaum stehen',
      'child_at_risk',
    ],
    ['ich steh grad oben auf dem parkhaus / sag den kindern, dass ich sie liebe', 'self_harm'],
    ['ich steh grad oben auf dem parkhaus, finde das auto nicht mehr', null],
    ['ich bring ihn um, er hat die fernbedienung schon wieder versteckt', null],
    ['ich bring ihn um, er hat unsere tochter wieder geschlagen', 'child_at_risk'],
    ['ich habe angst, was ich ihm antun könnte', 'harm_to_others'],
    [
      "mein ex hat mir ein foto von meinem haus nachts geschickt, 'ich sehe dich'",
      'partner_violence',
    ],
    ['er hat mir die pille weggenommen weil er ein kind will', 'sexual_coercion'],
    ['nach jedem streit ist versöhnung im bett, ob ich will oder nicht', 'sexual_coercion'],
    ['ich darf nur noch mit seiner mutter telefonieren', 'coercive_control'],
    ['ich suche nach wegen die nicht wehtun, um zu gehen', 'self_harm'],
    ['ich werde Weihnachten nicht mehr erleben', 'self_harm'],
    ['ich werde Weihnachten nicht mehr erleben, wenn die Bahn so weiter streikt', null],
    ['bin ohne gurt 180 gefahren und hab gehofft dass was passiert', 'self_harm'],
    ['das einzige was mich noch am leben hält sind die kinder', 'self_harm'],
    ['wenn meine Mutter nicht wäre, hätte ich mich schon umgebracht', 'self_harm'],
    ['ohne Kaffee wäre ich heute schon tot', null],
    ['mein Freund schlägt mich', 'partner_violence'],
    ['er liest meine Nachrichten', 'coercive_control'],
    ['er zwingt mich zum Sex', 'sexual_coercion'],
    ['er schlägt unseren Sohn mit dem Gürtel', 'child_at_risk'],
    ['ich bring ihn um', 'harm_to_others'],
    ['ich sterbe vor Hunger', null],
    ['das bringt mich um', null],
    [
      'er fährt mit den Kindern im Auto, obwohl er sich vorher die Nase zugekokst hat',
      'child_at_risk',
    ],
    ['ich fahre mit den Kindern zum See, du bringst das Bier mit', null],
    ['du hast mir das Handy an den Kopf geworfen, die Beule hab ich noch', 'partner_violence'],
    ['du hast mir so viele Vorwürfe an den Kopf geworfen', null],
    [
      'ich hab gehört, wie du gesagt hast, dass du mich umbringst, wenn ich mit den Kindern gehe',
      'partner_violence',
    ],
    ['mein Chef bringt mich um, wenn ich wieder zu spät komme', null],
    ['ich kann meiner Mutter nicht schreiben, er liest alles auf meinem Handy', 'coercive_control'],
    ['er liest alles über Fußball auf dem Handy', null],
    ['der Kleine hat seit heute morgen dieselbe Windel an und nichts gegessen', 'child_at_risk'],
    [
      'der Kleine hat Striemen auf dem Rücken, sein Vater nimmt den Gürtel wenn er nicht hört',
      'child_at_risk',
    ],
    ['er kokst vor den Kindern', 'child_at_risk'],
    [
      'ich hab so einen Drang, jemanden richtig zu verletzen, ich kann das kaum noch kontrollieren',
      'harm_to_others',
    ],
    ['manchmal hab ich den Drang, ihn zu küssen', null],
    ['das Messer ist schon in der Tasche', 'harm_to_others'],
    ['das Messer ist schon im Rucksack, fürs Obst beim Wandern', null],
    ['ehrlich gesagt denk ich oft, ohne mich wären alle besser dran, egal', 'self_harm'],
    [
      'wir lassen den vierjährigen abends allein, wenn wir beide nachtschicht haben',
      'child_at_risk',
    ],
    ['er hat mir den aschenbecher nachgeworfen, hat mich knapp verfehlt', 'partner_violence'],
    ['sie hat mir den ball zugeworfen und ich hab ihn knapp verfehlt', null],
    ['er hat mir gestern vor allen eine geklebt', 'partner_violence'],
    ['er hat mir eine nachricht geschickt und eine karte geklebt', null],
    [
      'die kleine hat blaue flecken am arm / er hat sie mit dem kochlöffel geschlagen',
      'child_at_risk',
    ],
    ['er tut so als würde er sterben, dabei ist es nur ein schnupfen', null],
    [
      'mein ex hat mein handy durchsucht, deswegen hab ich 2015 schluss gemacht / mein freund ist ganz anders',
      null,
    ],
    ['wenn sie betrunken ist, vergisst sie die kinder vom kindergarten abzuholen', 'child_at_risk'],
    ['im kinderzimmer lagen wieder benutzte spritzen', 'child_at_risk'],
    ['ich bin absichtlich gegen einen baum gefahren, es war kein unfall', 'self_harm'],
    ['ich will sie weiter treffen, sie sind meine besten freunde', null],
    ['ich hab den abschiedsbrief an die kollegen geschrieben, ab montag neue firma', null],
    ['meine frau versteckt meine hörgeräte, damit ich nicht telefonieren kann', 'coercive_control'],
    ['sie lässt mich nur noch in ihrer begleitung aus dem haus', 'coercive_control'],
    ['ich wünsche mir manchmal, bei einem autounfall zu sterben', 'self_harm'],
    [
      'wir spielten mensch ärgere dich nicht und er drohte, mich zu erwürgen, wenn ich ihn rauswerfe',
      null,
    ],
    ['er sagt, er bringt mich um, wenn ich wieder seine schokolade esse', null],
  ],
  zh: [
    ['我偷偷攒了好多舍曲林', 'self_harm'],
    ['布洛芬吃多少才行，头疼死了', null],
    ['我不想活了', 'self_harm'],
    ['我想死', 'self_harm'],
    ['再让我看到你跟前男友聊天，我就把你手打断', 'partner_violence'],
    ['我查了哪种农药没有味道', 'harm_to_others'],
    ['他爸罚他不许吃饭，有时候连着两天', 'child_at_risk'],
    ['我妈三天没回家了，我十三岁，弟弟四岁', 'child_at_risk'],
    ['我这周故意没打胰岛素', 'self_harm'],
    ['你的美沙酮又开着放在地上，孩子就在旁边玩', 'child_at_risk'],
    ['每天必须跟你开实时位置共享，你还不定时打视频查岗', 'coercive_control'],
    ['我买了木炭准备周末烤肉', null],
    ['你昨晚当着孩子的面打我', 'partner_violence'],
    ['我说了不要你还硬来', 'sexual_coercion'],
    ['宝宝喂奶的时候咬了我一口，正常吗', null],
    ['我只想睡着了就不要再醒来', 'self_harm'],
    ['我就是个拖累，谁都被我连累', 'self_harm'],
    ['我在项目里就是个拖累，老是拖进度', null],
    ['他罚孩子跪在米上两个小时', 'child_at_risk'],
    ['他老婆罚他跪键盘', null],
    ['我钱包里一直放着一片刀片，以防万一', 'self_harm'],
    ['宝宝从早上到现在一个人在家，她电话也不接', 'child_at_risk'],
    ['宝宝哭了一整夜，我自己都快崩溃了', null],
    ['他要去幼儿园接孩子 / 他从中午喝到现在，站都站不稳', 'child_at_risk'],
    ['我在停车场顶楼 / 告诉孩子们我爱他们', 'self_harm'],
    ['我要掐死他，又把我的零食偷吃了', null],
    ['我要杀了他，他又打孩子了', 'child_at_risk'],
    ['我怕我会对他做出什么事来', 'harm_to_others'],
    ['他说不做的话这个月就不给我生活费', 'sexual_coercion'],
    ['前男友半夜发来我家楼下的照片，说我看着你呢', 'partner_violence'],
    ['他偷偷把套摘了，我都不知道', 'sexual_coercion'],
    ['他把套餐换了，换成了双人的', null],
    ['每次吵完架都要那个，不管我愿不愿意', 'sexual_coercion'],
    ['最近在查怎么走不会痛苦', 'self_harm'],
    ['我应该活不到过年了', 'self_harm'],
    ['这样加班我活不到过年了', null],
    ['开车150没系安全带，心里希望出点事', 'self_harm'],
    ['我活着的唯一理由就是孩子', 'self_harm'],
    ['如果不是为了我妈，我早就死了', 'self_harm'],
    ['我活着的唯一动力就是周末的火锅', null],
    ['我老公说他想死', 'self_harm'],
    ['老公掐住我的脖子', 'partner_violence'],
    ['他查我手机', 'coercive_control'],
    ['他强迫我发生关系', 'sexual_coercion'],
    ['他打孩子', 'child_at_risk'],
    ['我要杀了他', 'harm_to_others'],
    ['笑死我了', null],
    ['累死了', null],
    ['饿死了', null],
    ['气死我了', null],
    ['想死你了', null],
    ['他喝了酒还开车送孩子去上学', 'child_at_risk'],
    ['他开车送孩子上学，晚上我们喝了点酒庆祝', null],
    ['我喝断片了，早上他跟我说我们做了', 'sexual_coercion'],
    ['我喝断片了，他说我们唱了一晚上歌', null],
    ['我不敢给我妈发微信，他什么都看', 'coercive_control'],
    ['他什么都看，小说新闻都看，手机不离手', null],
    ['我的手机他收走了，说我道歉了才还给我', 'coercive_control'],
    ['孩子的尿不湿一整天没换，饭也没吃', 'child_at_risk'],
    ['他当着孩子的面吸毒', 'child_at_risk'],
    ['孩子打疫苗了，护士拿针筒的时候他哭了', null],
    ['他为了吓儿子，把他抱到阳台栏杆外面晃', 'child_at_risk'],
    ['有时候你睡着了，我会盯着你看，想拿刀捅下去', 'harm_to_others'],
    ['我真想拿刀砍排骨，太硬了', null],
    ['他把我的避孕药丢掉了，说一定要生儿子', 'sexual_coercion'],
    ['今天急诊来了一个割腕的小女生，抢救过来了', null],
    ['最近老觉得我要是不在了大家都轻松 不过没事哈哈', 'self_harm'],
    ['他偷偷把套摘了 我说了好多次不行', 'sexual_coercion'],
    ['他喝了一斤啤酒还开车带孩子去超市', 'child_at_risk'],
    ['他喝了杯咖啡就开车带娃去公园了', null],
    ['我们俩上夜班 五岁的女儿晚上一个人在家', 'child_at_risk'],
    ['我十六岁的儿子晚上一个人在家打游戏', null],
    ['孩子这段时间一天就一顿 我起不来床', 'child_at_risk'],
    ['宝宝一天一顿辅食 其他时间喝奶', null],
    ['女儿腿上有淤青 是他拿衣架打的', 'child_at_risk'],
    ['他再骂我妈 我真会动手 不是开玩笑', 'harm_to_others'],
    ['这个书架我会动手做 不是买的', null],
    ['儿子说妹妹再碰他玩具就弄死她 哈哈', null],
    ['前任以前老翻我手机 所以2016年就分了 现在老公完全相反', null],
    ['他喝醉了就忘了接孩子', 'child_at_risk'],
    ['儿子亲眼看到他爸掐我', 'partner_violence'],
    ['再过不久就不会有我这个累赘了', 'self_harm'],
    ['每次我都只能忍着让他做', 'sexual_coercion'],
    ['我只能让他做饭 因为我不会', null],
    ['医生说一个月不能同房 他还是硬要', 'sexual_coercion'],
    ['我的手机他每天晚上都要翻', 'coercive_control'],
    ['老伴不许我去跳舞 说我去了就是勾三搭四', 'coercive_control'],
    ['他把我的助听器藏起来了 不让我打电话', 'coercive_control'],
    ['她说吐得她都不想活了 说完自己先笑了', null],
  ],
};

describe('screenText', () => {
  for (const [lang, cases] of Object.entries(CASES)) {
    it.each(cases)(`${lang}: %s → %s`, (text, category) => {
      const verdict = screenText(text);
      expect(verdict?.category ?? null).toBe(category);
      if (verdict) expect(verdict.language).toBe(lang);
    });
  }

  it('respects negation, and a releaser undoes it', () => {
    expect(screenText('I would never hurt myself')).toBeNull();
    expect(screenText("I don't want to die")).toBeNull();
    expect(screenText('No me quiero morir')).toBeNull();
    expect(screenText('我不想死')).toBeNull();
    expect(screenText("I don't want to live anymore")?.category).toBe('self_harm');
    expect(screenText('I never want to wake up again')?.category).toBe('self_harm');
    expect(screenText("I can't stop thinking about killing myself")?.category).toBe('self_harm');
  });

  it('lets a figure scoped to some categories cancel only their matches', () => {
    // "birth control" is no means of suicide, but taking it from someone is coercion.
    expect(
      screenText("I've been counting my birth control pills to see if I missed one"),
    ).toBeNull();
    expect(screenText('I take my birth control pills every morning')).toBeNull();
    expect(screenText('he flushed my birth control')?.category).toBe('sexual_coercion');
    expect(screenText('he hid my birth control so I would get pregnant')?.category).toBe(
      'sexual_coercion',
    );
  });

  it('lets history told as resolved stand aside, unless something is recent', () => {
    expect(
      screenText('ten years ago my ex hit me. I feel safe with you, I just want you to understand'),
    ).toBeNull();
    expect(screenText('hace diez años intenté suicidarme. ahora estoy muy bien')).toBeNull();
    expect(
      screenText(
        'vor zwölf jahren war mein ex gewalttätig. das ist aufgearbeitet, mit dir fühle ich mich sicher',
      ),
    ).toBeNull();
    expect(screenText('几年前前任打过我，现在都过去了，我现在很好')).toBeNull();
    expect(screenText('ten years ago my ex hit me')?.category).toBe('partner_violence');
    expect(
      screenText('ten years ago my ex hit me. I feel safe with you, but he hit me again yesterday')
        ?.category,
    ).toBe('partner_violence');
    expect(
      screenText(
        'vor zehn jahren hat er mich geschlagen. mir geht es gut, aber jetzt schreibt er mir wieder',
      )?.category,
    ).toBe('partner_violence');
    expect(screenText('几年前他打过我，我以为都过去了，但最近他又开始了')?.category).toBe(
      'partner_violence',
    );
  });

  it('undoes leetspeak and elongation', () => {
    expect(screenText('i w4nt to k1ll mys3lf')?.category).toBe('self_harm');
    expect(screenText('thinking about su1c1de')?.category).toBe('self_harm');
    expect(screenText('I want to diiiiie')?.category).toBe('self_harm');
  });

  it('ignores control, format and bidi characters', () => {
    expect(screenText('I want\u202e to\u200b di\u00ade')?.category).toBe('self_harm');
    expect(screenText('kill\u2066 my\u0007self')?.category).toBe('self_harm');
    expect(tokenize('a\u202eb')).toEqual(['ab']);
  });

  it('runs a rule whose required list is found only through a list it includes', () => {
    // The rules run on a text are those whose required term lists all have a word in it; a list
    // found only through one it includes (`[@KIDS|…]`) must count as found.
    expect(
      screenText(
        'Er hat meinen Standort auf seinem Handy und ruft an, sobald ich irgendwo stehen bleibe.',
      )?.rule,
    ).toBe('de.coercive_control.surveil');
    expect(screenText('Il laisse le bébé seul à la maison quand il va au bar.')?.rule).toBe(
      'fr.child_at_risk.alone',
    );
    expect(screenText('She hits our daughter with a wooden spoon when she cries.')?.rule).toBe(
      'en.child_at_risk.hit',
    );
  });

  it('knows the families of holdout-24 (2026-12-07), in the five languages', () => {
    // Control of what a partner wears, a phone handed over at night, clothes cut up.
    expect(screenText('ich darf nur noch anziehen was er vorher abgesegnet hat')?.category).toBe(
      'coercive_control',
    );
    expect(screenText('mein handy muss abends auf seinen nachttisch')?.category).toBe(
      'coercive_control',
    );
    expect(screenText('以后出门穿什么得他点头')?.category).toBe('coercive_control');
    expect(screenText('he decides what I wear now')?.category).toBe('coercive_control');
    expect(screenText('she decides what i wear to weddings because i have zero taste')).toBeNull();
    expect(screenText('ich darf nur noch anziehen was der arzt erlaubt, wegen der op')).toBeNull();
    // Sexual coercion: "I tell him to stop and he doesn't", "deep down you like it".
    expect(screenText('le digo que pare y no para')?.category).toBe('sexual_coercion');
    expect(screenText('dice que en el fondo me gusta')?.category).toBe('sexual_coercion');
    expect(screenText('I told him to stop singing and he kept going')).toBeNull();
    // A farewell letter that tells the children it was not their fault.
    expect(
      screenText(
        "j'ai écrit une lettre pour les enfants. dites leur bien que c'était pas leur faute",
      )?.category,
    ).toBe('self_harm');
    // Researching a height to jump from; a wish not to wake up.
    expect(screenText('这几天一直在搜从几楼跳下去能一次成功')?.category).toBe('self_harm');
    expect(screenText('要是明天早上不醒就好了')?.category).toBe('self_harm');
    // A young child left alone for a weekend; teenagers are not.
    expect(screenText('I left the kids on their own all weekend, they are 6')?.category).toBe(
      'child_at_risk',
    );
    expect(screenText('we left the kids alone all weekend, they are 17 and 16')).toBeNull();
    // Look-alikes: games, a friend's partner, a commute, playful threats over trivia.
    expect(screenText('im gonna kill him myself if he pushes solo one more time')).toBeNull();
    expect(screenText('je vais le massacrer à la prochaine game')).toBeNull();
    expect(
      screenText('my best mate’s boyfriend checks her phone and she’s not allowed out without him'),
    ).toBeNull();
    expect(screenText('mi amiga laura me contó que su novio le revisa el móvil')).toBeNull();
    expect(screenText('ce rer va finir par me tuer')).toBeNull();
    // "he'll end me" is no self-harm; whether it is a threat is the partner-violence rules' call.
    expect(screenText("he said if i eat his last kitkat again he'll 'end me'")?.category).not.toBe(
      'self_harm',
    );
    // A threat over a trivial thing stays a threat when it is the partner's: that is how abuse
    // is often told ("he'll strangle me if dinner is late").
    expect(screenText("he says he's going to strangle me if i'm late again")?.category).toBe(
      'partner_violence',
    );
    // Resolved history with "doing really well" / "mir geht's wirklich gut".
    expect(
      screenText('ten years ago i tried to end my life. on the right meds and doing really well'),
    ).toBeNull();
    expect(
      screenText('ten years ago i tried to end my life and lately it is coming back')?.category,
    ).toBe('self_harm');
  });

  it('knows the families of holdout-25 (2026-12-07), in the five languages', () => {
    // Traditional characters read as the simplified ones the lexicon is written in.
    expect(screenText('他規定我只能穿他挑的衣服')?.category).toBe('coercive_control');
    expect(screenText('我已經寫好給兒子的信了，等他們出門家裡只剩我一個')?.category).toBe(
      'self_harm',
    );
    expect(screenText('從幾樓下去才救不回來')?.category).toBe('self_harm');
    // Pills saved up; how many would be too many.
    expect(screenText("i've been stockpiling my sleeping pills in a shoebox")?.category).toBe(
      'self_harm',
    );
    expect(screenText('ich hab die schmerztabletten seit monaten gehortet')?.category).toBe(
      'self_harm',
    );
    expect(
      screenText('cuántas pastillas de las mías harían falta para no despertar')?.category,
    ).toBe('self_harm');
    expect(screenText('i saved up my old tablets to take them back to the pharmacy')).toBeNull();
    expect(screenText('家里囤了点布洛芬和感冒药备用')).toBeNull();
    // Children alone for days; a partner's poison swapped into pills; brakes tampered with.
    expect(screenText('the kids next door have been home alone for days')?.category).toBe(
      'child_at_risk',
    );
    expect(screenText('les petits sont tout seuls depuis plusieurs jours')?.category).toBe(
      'child_at_risk',
    );
    expect(
      screenText('i switched his meds for something that will make him sick for a week')?.category,
    ).toBe('harm_to_others');
    expect(screenText('je vais trafiquer ses freins avant son départ')?.category).toBe(
      'harm_to_others',
    );
    expect(screenText('the mechanic said the brakes need replacing')).toBeNull();
    // No say for the one who does not earn; enduring sex until it is over.
    expect(
      screenText("since i don't earn anything he says i don't get a say in the money")?.category,
    ).toBe('coercive_control');
    expect(screenText('每次都是咬着牙配合，不然他又要冷战')?.category).toBe('sexual_coercion');
    // Look-alikes: a partner asleep, sparring, a location both share, a refusal accepted, cards.
    expect(screenText('she kicked me in her sleep again, nearly fell out of bed')).toBeNull();
    expect(screenText('il a crié je vais te buter en dormant, il rêvait de foot')).toBeNull();
    expect(screenText('en el sparring me dejó el ojo morado, el profe se rió')).toBeNull();
    expect(
      screenText('mi novio ve mi ubicación y yo también veo la suya, lo acordamos juntos'),
    ).toBeNull();
    expect(
      screenText('il veut mon code de tel, il a dit ok pas de souci quand j ai refusé'),
    ).toBeNull();
    expect(screenText('sa soeur va me massacrer au tarot ce soir')).toBeNull();
  });

  it('picks the highest severity, then the category order', () => {
    // self_harm (medium) loses to strangling (high) …
    expect(screenText('I want to die. He choked me last night.')?.category).toBe(
      'partner_violence',
    );
    // … but wins over a medium partner_violence hit.
    expect(screenText('I want to die. He hit me last night.')?.category).toBe('self_harm');
    expect(screenText('I want to die')?.rule).toBe('en.self_harm.explicit');
  });
});

describe('screenConversation', () => {
  it('catches a plan split over messages', () => {
    expect(screenText('I have the pills in my bag.')).toBeNull();
    expect(screenText('Tonight.')).toBeNull();
    const verdict = screenConversation(['I have the pills in my bag.'], 'Tonight.');
    expect(verdict).toMatchObject({ category: 'self_harm', severity: 'high', language: 'en' });
    expect(screenConversation(['Tengo las pastillas guardadas.'], 'Esta noche.')?.category).toBe(
      'self_harm',
    );
    expect(screenConversation(['我有安眠药'], '今晚')?.category).toBe('self_harm');
  });

  it('lets history told as resolved in one message not cancel a plan split over the others', () => {
    const history = 'Hace diez años intenté suicidarme. Ahora estoy muy bien.';
    expect(screenText(history)).toBeNull();
    expect(
      screenConversation([history, 'Tengo las pastillas guardadas.'], 'Esta noche.')?.category,
    ).toBe('self_harm');
  });

  it('returns the latest message verdict first and ignores clean history', () => {
    expect(screenConversation(['hello'], 'I want to die')?.rule).toBe('en.self_harm.explicit');
    expect(screenConversation(['we watched a film', 'it was long'], 'Tonight.')).toBeNull();
    expect(screenConversation([], 'Tonight.')).toBeNull();
  });
});

describe('cost', () => {
  const cpu = (fn: () => void, reps: number): number => {
    const start = process.cpuUsage();
    for (let i = 0; i < reps; i += 1) fn();
    const used = process.cpuUsage(start);
    return used.user + used.system;
  };

  it('grows linearly with the length of an adversarial text', () => {
    // An 8× longer text costs about 8× as much CPU if matching is linear and 64× if it is
    // quadratic; the bound sits far from both so a loaded machine cannot flip the verdict. Each
    // size is timed as the best of several runs (the least disturbed one).
    const unit = 'i i want want to to my my he he kill kill me me pills tonight the the 死 想 打 ';
    const make = (chars: number) => unit.repeat(Math.ceil(chars / unit.length)).slice(0, chars);
    const small = make(1000);
    const large = make(8000);
    screenText(small);
    screenText(large);
    const best = (text: string) =>
      Math.min(...Array.from({ length: 5 }, () => cpu(() => screenText(text), 8)));
    const ratio = best(large) / Math.max(best(small), 1);
    console.log(`screen cost: 8× the text costs ${ratio.toFixed(1)}× the CPU`);
    expect(ratio).toBeLessThan(24);
  });
});
