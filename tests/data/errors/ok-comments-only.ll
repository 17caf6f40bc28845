; only a comment

   
